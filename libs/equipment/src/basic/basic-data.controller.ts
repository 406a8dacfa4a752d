import { Body, Controller, Post } from '@nestjs/common';
import { AddressPage, AddressRow, LocationDetail, LocationPage, LocationRow, LocationTree, NoContent, OsahDetail, OsahPage, OsahRow, PartnerPage, PartnerRow, Permission as P } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, PageQueryDto, Permission, reply, type AuthContext } from '@gengyun/core';
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
  @Answer(LocationTree)
  @Post('/assetPosition/tree')
  positionTree(@Ctx() ctx: AuthContext, @Body() dto: PositionTreeDto) {
    return this.positions.tree(ctx, dto);
  }

  @Permission(P.assetPosition.list)
  @Answer(LocationPage)
  @Post('/assetPosition/pageList')
  positionPage(@Ctx() ctx: AuthContext, @Body() dto: PositionPageDto) {
    return this.positions.pageList(ctx, dto);
  }

  @Permission(P.assetPosition.list, P.equipment.list)
  @Answer(LocationDetail)
  @Post('/assetPosition/detail')
  positionDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.positions.detail(ctx, dto.id);
  }

  @Permission(P.assetPosition.add)
  @Answer(LocationRow)
  @Post('/assetPosition/add')
  positionAdd(@Ctx() ctx: AuthContext, @Body() dto: AddPositionDto) {
    return this.positions.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.assetPosition.edit)
  @Answer(LocationRow)
  @Post('/assetPosition/update')
  positionUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdatePositionDto) {
    return this.positions.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.assetPosition.delete)
  @Answer(NoContent)
  @Post('/assetPosition/delete')
  positionDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.positions.delete(ctx, dto.id).then(() => reply(null));
  }

  @Permission(P.assetAddress.list)
  @Answer(AddressPage)
  @Post('/assetAddress/pageList')
  addressPage(@Ctx() ctx: AuthContext, @Body() dto: PageQueryDto) {
    return this.addresses.pageList(ctx, dto);
  }

  @Permission(P.assetAddress.list)
  @Answer(AddressRow)
  @Post('/assetAddress/detail')
  addressDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.addresses.find(ctx, dto.id);
  }

  @Permission(P.assetAddress.add)
  @Answer(AddressRow)
  @Post('/assetAddress/add')
  addressAdd(@Ctx() ctx: AuthContext, @Body() dto: AddAddressDto) {
    return this.addresses.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.assetAddress.edit)
  @Answer(AddressRow)
  @Post('/assetAddress/update')
  addressUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateAddressDto) {
    return this.addresses.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.assetAddress.delete)
  @Answer(NoContent)
  @Post('/assetAddress/delete')
  addressDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.addresses.delete(ctx, dto.id).then(() => reply(null));
  }

  @Permission(P.partner.list)
  @Answer(PartnerPage)
  @Post('/manufacturer/pageList')
  manufacturerPage(@Ctx() ctx: AuthContext, @Body() dto: PageQueryDto) {
    return this.partners.pageList(ctx, PartnerKind.manufacturer, dto);
  }

  @Permission(P.partner.list)
  @Answer(PartnerRow)
  @Post('/manufacturer/detail')
  manufacturerDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.partners.find(ctx, PartnerKind.manufacturer, dto.id);
  }

  @Permission(P.partner.add)
  @Answer(PartnerRow)
  @Post('/manufacturer/add')
  manufacturerAdd(@Ctx() ctx: AuthContext, @Body() dto: AddPartnerDto) {
    return this.partners.add(ctx, PartnerKind.manufacturer, dto).then((row) => reply(row));
  }

  @Permission(P.partner.edit)
  @Answer(PartnerRow)
  @Post('/manufacturer/update')
  manufacturerUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdatePartnerDto) {
    return this.partners.update(ctx, PartnerKind.manufacturer, dto).then((row) => reply(row));
  }

  @Permission(P.partner.delete)
  @Answer(NoContent)
  @Post('/manufacturer/delete')
  manufacturerDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.partners.delete(ctx, PartnerKind.manufacturer, dto.id).then(() => reply(null));
  }

  @Permission(P.partner.list)
  @Answer(PartnerPage)
  @Post('/supplier/pageList')
  supplierPage(@Ctx() ctx: AuthContext, @Body() dto: PageQueryDto) {
    return this.partners.pageList(ctx, PartnerKind.supplier, dto);
  }

  @Permission(P.partner.list)
  @Answer(PartnerRow)
  @Post('/supplier/detail')
  supplierDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.partners.find(ctx, PartnerKind.supplier, dto.id);
  }

  @Permission(P.partner.add)
  @Answer(PartnerRow)
  @Post('/supplier/add')
  supplierAdd(@Ctx() ctx: AuthContext, @Body() dto: AddPartnerDto) {
    return this.partners.add(ctx, PartnerKind.supplier, dto).then((row) => reply(row));
  }

  @Permission(P.partner.edit)
  @Answer(PartnerRow)
  @Post('/supplier/update')
  supplierUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdatePartnerDto) {
    return this.partners.update(ctx, PartnerKind.supplier, dto).then((row) => reply(row));
  }

  @Permission(P.partner.delete)
  @Answer(NoContent)
  @Post('/supplier/delete')
  supplierDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.partners.delete(ctx, PartnerKind.supplier, dto.id).then(() => reply(null));
  }

  @Permission(P.osah.list)
  @Answer(OsahPage)
  @Post('/osah/pageList')
  osahPage(@Ctx() ctx: AuthContext, @Body() dto: OsahPageDto) {
    return this.osah.pageList(ctx, dto);
  }

  @Permission(P.osah.list)
  @Answer(OsahDetail)
  @Post('/osah/detail')
  osahDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.osah.detail(ctx, dto.id);
  }

  @Permission(P.osah.add)
  @Answer(OsahRow)
  @Post('/osah/add')
  osahAdd(@Ctx() ctx: AuthContext, @Body() dto: AddOsahDto) {
    return this.osah.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.osah.edit)
  @Answer(OsahRow)
  @Post('/osah/update')
  osahUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateOsahDto) {
    return this.osah.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.osah.delete)
  @Answer(NoContent)
  @Post('/osah/delete')
  osahDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.osah.delete(ctx, dto.id).then(() => reply(null));
  }
}
