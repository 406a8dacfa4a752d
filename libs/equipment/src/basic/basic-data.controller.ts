import { Body, Controller, Post } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { Ctx, IdDto, PageQueryDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { AssetAddressService } from './asset-address.service';
import { AssetPositionService } from '../location/asset-position.service';
import { AddAddressDto, AddOsahDto, AddPartnerDto, AddPositionDto, OsahPageDto, PositionPageDto, PositionTreeDto, UpdateAddressDto, UpdateOsahDto, UpdatePartnerDto, UpdatePositionDto } from '../catalog/catalog.dto';
import { PartnerKind } from '../equipment.constants';
import { OsahService } from './osah.service';
import { PartnerService } from './partner.service';

/** Locations (`/assetPosition/*`; `/position/*` is the organisation's job positions), addresses, manufacturers, suppliers, OSAH. */
@Controller()
export class BasicDataController {
  constructor(
    private readonly positions: AssetPositionService,
    private readonly addresses: AssetAddressService,
    private readonly partners: PartnerService,
    private readonly osah: OsahService,
  ) {}

  @Permission(P.assetPosition.list, P.equipment.list)
  @Post('/assetPosition/tree')
  positionTree(@Ctx() ctx: AuthContext, @Body() dto: PositionTreeDto) {
    return this.positions.tree(ctx, dto);
  }

  @Permission(P.assetPosition.list)
  @Post('/assetPosition/pageList')
  positionPage(@Ctx() ctx: AuthContext, @Body() dto: PositionPageDto) {
    return this.positions.pageList(ctx, dto);
  }

  @Permission(P.assetPosition.list, P.equipment.list)
  @Post('/assetPosition/detail')
  positionDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.positions.detail(ctx, dto.id);
  }

  @Permission(P.assetPosition.add)
  @Post('/assetPosition/add')
  positionAdd(@Ctx() ctx: AuthContext, @Body() dto: AddPositionDto) {
    return this.positions.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.assetPosition.edit)
  @Post('/assetPosition/update')
  positionUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdatePositionDto) {
    return this.positions.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.assetPosition.delete)
  @Post('/assetPosition/delete')
  positionDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.positions.delete(ctx, dto.id).then(() => reply(null));
  }

  @Permission(P.assetAddress.list)
  @Post('/assetAddress/pageList')
  addressPage(@Ctx() ctx: AuthContext, @Body() dto: PageQueryDto) {
    return this.addresses.pageList(ctx, dto);
  }

  @Permission(P.assetAddress.list)
  @Post('/assetAddress/detail')
  addressDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.addresses.find(ctx, dto.id);
  }

  @Permission(P.assetAddress.add)
  @Post('/assetAddress/add')
  addressAdd(@Ctx() ctx: AuthContext, @Body() dto: AddAddressDto) {
    return this.addresses.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.assetAddress.edit)
  @Post('/assetAddress/update')
  addressUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateAddressDto) {
    return this.addresses.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.assetAddress.delete)
  @Post('/assetAddress/delete')
  addressDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.addresses.delete(ctx, dto.id).then(() => reply(null));
  }

  @Permission(P.partner.list)
  @Post('/manufacturer/pageList')
  manufacturerPage(@Ctx() ctx: AuthContext, @Body() dto: PageQueryDto) {
    return this.partners.pageList(ctx, PartnerKind.manufacturer, dto);
  }

  @Permission(P.partner.list)
  @Post('/manufacturer/detail')
  manufacturerDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.partners.find(ctx, PartnerKind.manufacturer, dto.id);
  }

  @Permission(P.partner.add)
  @Post('/manufacturer/add')
  manufacturerAdd(@Ctx() ctx: AuthContext, @Body() dto: AddPartnerDto) {
    return this.partners.add(ctx, PartnerKind.manufacturer, dto).then((row) => reply(row));
  }

  @Permission(P.partner.edit)
  @Post('/manufacturer/update')
  manufacturerUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdatePartnerDto) {
    return this.partners.update(ctx, PartnerKind.manufacturer, dto).then((row) => reply(row));
  }

  @Permission(P.partner.delete)
  @Post('/manufacturer/delete')
  manufacturerDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.partners.delete(ctx, PartnerKind.manufacturer, dto.id).then(() => reply(null));
  }

  @Permission(P.partner.list)
  @Post('/supplier/pageList')
  supplierPage(@Ctx() ctx: AuthContext, @Body() dto: PageQueryDto) {
    return this.partners.pageList(ctx, PartnerKind.supplier, dto);
  }

  @Permission(P.partner.list)
  @Post('/supplier/detail')
  supplierDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.partners.find(ctx, PartnerKind.supplier, dto.id);
  }

  @Permission(P.partner.add)
  @Post('/supplier/add')
  supplierAdd(@Ctx() ctx: AuthContext, @Body() dto: AddPartnerDto) {
    return this.partners.add(ctx, PartnerKind.supplier, dto).then((row) => reply(row));
  }

  @Permission(P.partner.edit)
  @Post('/supplier/update')
  supplierUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdatePartnerDto) {
    return this.partners.update(ctx, PartnerKind.supplier, dto).then((row) => reply(row));
  }

  @Permission(P.partner.delete)
  @Post('/supplier/delete')
  supplierDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.partners.delete(ctx, PartnerKind.supplier, dto.id).then(() => reply(null));
  }

  @Permission(P.osah.list)
  @Post('/osah/pageList')
  osahPage(@Ctx() ctx: AuthContext, @Body() dto: OsahPageDto) {
    return this.osah.pageList(ctx, dto);
  }

  @Permission(P.osah.list)
  @Post('/osah/detail')
  osahDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.osah.detail(ctx, dto.id);
  }

  @Permission(P.osah.add)
  @Post('/osah/add')
  osahAdd(@Ctx() ctx: AuthContext, @Body() dto: AddOsahDto) {
    return this.osah.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.osah.edit)
  @Post('/osah/update')
  osahUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateOsahDto) {
    return this.osah.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.osah.delete)
  @Post('/osah/delete')
  osahDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.osah.delete(ctx, dto.id).then(() => reply(null));
  }
}
