import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { Button, Space } from 'antd';
import { DownOutlined, UpOutlined, WarningFilled } from '@ant-design/icons';
import type { AlarmPush } from '@gengyun/contracts';
import { formatDate } from '@/components/DataTable/format';
import { levelColour } from '@/components/DataTable/levels';
import { useT } from '@/i18n/t';
import { quantityText } from '../common/format';
import { groupsOf, type BannerGroup, type BannerState } from './banner-state';

/** Other groups listed under the first one while the banner is open. */
const LISTED_GROUPS = 3;

export interface AlarmBannerProps {
  state: BannerState;
  /** Some alarm still calls for the tone (the banner flashes). */
  sounding: boolean;
  onView: () => void;
  onSilence: () => void;
  onDismiss: () => void;
}

/**
 * The attention banner, docked in the shell between the header and the page tabs, so it pushes the page down
 * instead of covering its buttons. Repeated raises of one rule on one meter make one line with a count; the banner
 * collapses to a single line, and opens again when an alarm of a new rule or meter arrives.
 */
export function AlarmBanner({ state, sounding, onView, onSilence, onDismiss }: AlarmBannerProps): ReactElement | null {
  const { t, tLoose } = useT();
  const groups = useMemo(() => groupsOf(state), [state]);
  const [collapsed, setCollapsed] = useState(false);
  const seen = useRef(new Set<string>());
  const keys = groups.map((group) => group.key).join(',');
  useEffect(() => {
    const fresh = keys.split(',').filter((key) => key && !seen.current.has(key));
    fresh.forEach((key) => seen.current.add(key));
    if (fresh.length) setCollapsed(false);
  }, [keys]);

  const [first, ...others] = groups;
  if (!first) return null;

  // A no-data alarm has no value to show: it names the meter and when it was judged silent.
  const detail = (alarm: AlarmPush): string =>
    alarm.condition === 'noData'
      ? t('alarm.live.bannerNoData', [alarm.meterCode ?? alarm.meterId, formatDate(alarm.lastTime)])
      : t('alarm.live.bannerText', [alarm.meterCode ?? alarm.meterId, quantityText(tLoose, alarm.quantity), alarm.value ?? '', formatDate(alarm.lastTime)]);
  const heading = (group: BannerGroup): ReactElement => (
    <>
      <span className="gy-alarm-banner-title">{t('alarm.live.bannerTitle', [group.latest.severity, group.latest.ruleName])}</span>
      {group.raises > 1 && (
        <span className="gy-alarm-banner-repeats" data-testid="alarm-banner-repeats">
          {t('alarm.live.repeats', [group.raises])}
        </span>
      )}
    </>
  );

  return (
    <section
      className="gy-alarm-banner"
      role="alert"
      data-testid="alarm-banner"
      data-flash={sounding}
      data-collapsed={collapsed}
      data-groups={groups.length}
      style={{ '--gy-alarm-colour': levelColour(first.severity) } as CSSProperties}
    >
      <div className="gy-alarm-banner-head">
        <WarningFilled className="gy-alarm-banner-icon" />
        <div className="gy-alarm-banner-summary" data-testid={`alarm-banner-group-${first.key}`}>
          {heading(first)}
          {!collapsed && <span className="gy-alarm-banner-text">{detail(first.latest)}</span>}
          {others.length > 0 && <span className="gy-alarm-banner-more">{t('alarm.live.bannerGroups', [others.length])}</span>}
        </div>
        <Space size={4} className="gy-alarm-banner-actions">
          <Button size="small" type="primary" danger data-testid="alarm-banner-view" onClick={onView}>
            {t('alarm.live.view')}
          </Button>
          <Button size="small" disabled={!sounding} data-testid="alarm-banner-silence" onClick={onSilence}>
            {t('alarm.live.silence')}
          </Button>
          <Button
            size="small"
            type="text"
            className="gy-alarm-banner-plain"
            icon={collapsed ? <DownOutlined /> : <UpOutlined />}
            aria-expanded={!collapsed}
            data-testid="alarm-banner-toggle"
            onClick={() => setCollapsed((value) => !value)}
          >
            {t(collapsed ? 'alarm.live.expand' : 'alarm.live.collapse')}
          </Button>
          <Button size="small" type="text" className="gy-alarm-banner-plain" data-testid="alarm-banner-dismiss" onClick={onDismiss}>
            {t('alarm.live.dismiss')}
          </Button>
        </Space>
      </div>
      {!collapsed && others.length > 0 && (
        <ul className="gy-alarm-banner-list">
          {others.slice(0, LISTED_GROUPS).map((group) => (
            <li
              key={group.key}
              data-testid={`alarm-banner-group-${group.key}`}
              style={{ '--gy-alarm-colour': levelColour(group.severity) } as CSSProperties}
            >
              {heading(group)}
              <span className="gy-alarm-banner-text">{detail(group.latest)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
