import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, OrderRequisition, RequisitionPage, RequisitionRow, StockPage } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { StockQueryService } from '../stock/stock-query.service';
import { StockPageDto } from '../stock/stock.dto';
import { RequisitionService } from './requisition.service';
import { RequisitionStoreService } from './requisition-store.service';
import { RequisitionReplaceService } from './requisition-replace.service';
import { RequisitionStandInsService } from './requisition-stand-ins.service';
import { RequisitionActDto, RequisitionIssueDto, RequisitionOfOrderDto, RequisitionPageDto, RequisitionReplaceLineDto, RequisitionReturnDto, RequisitionSaveDto } from './requisition.dto';

/** Requisitions (`bom/io`): an order's parts, the storekeepers' list, approve, issue, return; the part picker's stock. */
@Controller()
export class RequisitionController {
  constructor(
    private readonly reqs: RequisitionService,
    private readonly store: RequisitionStoreService,
    private readonly stock: StockQueryService,
    private readonly replace: RequisitionReplaceService,
    private readonly standIns: RequisitionStandInsService,
  ) {}

  @Permission(Codes.requisition.list)
  @Answer(RequisitionPage)
  @Post('/requisition/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: RequisitionPageDto) {
    return this.store.page(ctx, dto);
  }

  @Permission(Codes.requisition.list)
  @Answer(RequisitionRow)
  @Post('/requisition/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.store.detail(ctx, dto.id);
  }

  @Permission(Codes.requisition.request, Codes.requisition.list)
  @Answer(OrderRequisition)
  @Post('/requisition/ofOrder')
  ofOrder(@Ctx() ctx: AuthContext, @Body() dto: RequisitionOfOrderDto) {
    return this.reqs.ofOrder(ctx, dto.work_order_id);
  }

  /** The part picker, and the approver's "where else" for a short line: each place the caller may see, with its available. */
  @Permission(Codes.requisition.request, Codes.requisition.approve)
  @Answer(StockPage)
  @Post('/requisition/stock')
  stockPage(@Ctx() ctx: AuthContext, @Body() dto: StockPageDto) {
    return this.stock.stock(ctx, dto);
  }

  /** For the picker: where the parts that may stand in for a part (`id`) short of stock have something available. */
  @Permission(Codes.requisition.request, Codes.requisition.approve)
  @Answer(StockPage)
  @Post('/requisition/standIns')
  standInsOf(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.standIns.of(ctx, dto.id);
  }

  @Permission(Codes.requisition.request)
  @Answer(RequisitionRow)
  @Post('/requisition/save')
  async save(@Ctx() ctx: AuthContext, @Body() dto: RequisitionSaveDto) {
    return reply(await this.reqs.save(ctx, dto));
  }

  @Permission(Codes.requisition.request)
  @Answer(RequisitionRow)
  @Post('/requisition/cancel')
  async cancel(@Ctx() ctx: AuthContext, @Body() dto: RequisitionActDto) {
    return reply(await this.reqs.cancel(ctx, dto));
  }

  @Permission(Codes.requisition.approve)
  @Answer(RequisitionRow)
  @Post('/requisition/approve')
  async approve(@Ctx() ctx: AuthContext, @Body() dto: RequisitionActDto) {
    return reply(await this.store.approve(ctx, dto));
  }

  @Permission(Codes.requisition.approve)
  @Answer(RequisitionRow)
  @Post('/requisition/replaceLine')
  async replaceLine(@Ctx() ctx: AuthContext, @Body() dto: RequisitionReplaceLineDto) {
    return reply(await this.replace.replaceLine(ctx, dto));
  }

  @Permission(Codes.requisition.issue)
  @Answer(RequisitionRow)
  @Post('/requisition/issue')
  async issue(@Ctx() ctx: AuthContext, @Body() dto: RequisitionIssueDto) {
    return reply(await this.store.issue(ctx, dto));
  }

  @Permission(Codes.requisition.issue)
  @Answer(RequisitionRow)
  @Post('/requisition/return')
  async returnParts(@Ctx() ctx: AuthContext, @Body() dto: RequisitionReturnDto) {
    return reply(await this.store.returnParts(ctx, dto));
  }
}
