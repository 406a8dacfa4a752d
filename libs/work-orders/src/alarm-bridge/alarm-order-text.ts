import { Injectable } from '@nestjs/common';
import { AppConfig, Settings, Translator } from '@gengyun/core';
import type { AlarmFacts } from '@gengyun/alarms';

/**
 * The title and description a repair order gets from its alarm, in the enterprise's language (`site.language`) and the
 * installation's time zone. One language for everyone: the texts become the order's own title and description, which
 * are searched, exported and edited like any other (docs/decisions/work-orders-alarm-bridge.md).
 */
@Injectable()
export class AlarmOrderText {
  constructor(
    private readonly translator: Translator,
    private readonly config: AppConfig,
    private readonly settings: Settings,
  ) {}

  async of(alarm: AlarmFacts): Promise<{ title: string; description: string }> {
    const lang = await this.settings.get(alarm.enterprise_id, 'site.language');
    const meter = alarm.meter_code ?? `#${alarm.meter_id}`;
    const at = this.time(alarm.raise_time);
    const t = (key: Parameters<Translator['t']>[0], params: unknown[]) => this.translator.t(key, lang, params, alarm.enterprise_id);
    const title = await t('workOrder.alarm.text.title', [alarm.rule_name, meter]);
    const description =
      alarm.condition === 'noData'
        ? await t('workOrder.alarm.text.descriptionNoData', [alarm.rule_name, meter, at])
        : await t('workOrder.alarm.text.description', [alarm.rule_name, meter, alarm.quantity ?? '', alarm.first_value ?? '', alarm.threshold ?? '', at]);
    return { title: title.slice(0, 100), description };
  }

  /** `2026-01-31 08:00:00` in the installation's time zone. */
  time(iso: string): string {
    return new Intl.DateTimeFormat('sv-SE', { timeZone: this.config.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(new Date(iso));
  }
}
