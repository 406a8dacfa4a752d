import { Body, Controller, Post } from '@nestjs/common';
import { GaeaDictList, OptionItem, OptionList, OptionRequest, OptionsRequest, SELECT_KEY_PATTERN } from '@gengyun/contracts';
import { Answer, Ctx, LoggedIn, RequestBody, type AuthContext } from '@gengyun/core';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { extraParams, takeKey, takeValue } from './options.params';
import { OptionsService } from './options.service';

export class GaeaDictDto {
  @IsNotEmpty() @IsString() @Matches(SELECT_KEY_PATTERN) dictCode!: string;
}

/** Option lists for selects (SPEC section 7). Bodies are free-form by design, so they are checked here. */
@Controller()
export class OptionsController {
  constructor(private readonly options: OptionsService) {}

  /** `{ selectKey, ...filters }` → the options of the key. */
  @LoggedIn()
  @Answer(OptionList)
  @Post('/getOptionsByKey')
  @RequestBody(OptionsRequest)
  list(@Ctx() ctx: AuthContext, @Body() body: Record<string, unknown>) {
    const params = extraParams(body, ['selectKey']);
    return this.options.options(ctx, takeKey(body ?? {}, 'selectKey'), params);
  }

  /** `{ selectKey, value, ...filters }` → the one option with that value. */
  @LoggedIn()
  @Answer(OptionItem)
  @Post('/getOptionInfoByKey')
  @RequestBody(OptionRequest)
  one(@Ctx() ctx: AuthContext, @Body() body: Record<string, unknown>) {
    const params = extraParams(body, ['selectKey', 'value']);
    return this.options.option(ctx, takeKey(body ?? {}, 'selectKey'), takeValue(body ?? {}, 'value'), params);
  }

  /** The report designer's dictionary lookup: `{ dictCode }` → `[{ id, text, extend }]`. */
  @LoggedIn()
  @Answer(GaeaDictList)
  @Post('/gaeaDict/select')
  async gaea(@Ctx() ctx: AuthContext, @Body() dto: GaeaDictDto) {
    const items = await this.options.options(ctx, dto.dictCode);
    return items.map((o) => ({ id: o.value, text: o.label, extend: o.extend ?? null }));
  }
}
