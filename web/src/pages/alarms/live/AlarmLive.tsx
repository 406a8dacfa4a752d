import { useEffect, useReducer, type CSSProperties, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { Button, Space, Tooltip } from 'antd';
import { BellOutlined, MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AlarmPush } from '@gengyun/contracts';
import { useReconnects, useRoom, useSocketEvent } from '@/api/socket';
import { SHELL_BASE } from '@/app/route-types';
import { formatDate, levelColour } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { alarmKeys, useOpenCount } from '../alarm/alarm.api';
import { quantityText } from '../common/format';
import { useCan } from '@/app/permissions';
import { P } from '../common/permissions';
import { beep, toggleAlarmMuted, unlockAudio, useAlarmMuted } from './alarm-sound';
import { useRecountOnAlarm } from './count-refresh';
import {
  EMPTY_BANNER,
  REPEAT_MS,
  bannerReducer,
  loudest,
  needsSound,
  type AlarmEventName,
} from './banner-state';
import './alarm-live.css';

export const ALARM_LIST_PATH = `${SHELL_BASE}/monitor/alarm`;

/**
 * The header's live alarm pieces, for users who may list alarms: the open-alarm counter (from /alarm/openCount,
 * then `alarm.count` events; refetched on reconnect), the sound switch, and the attention banner with tone and
 * flash when an alarm is raised anywhere in the enterprise.
 */
export function AlarmLive(): ReactElement | null {
  const can = useCan();
  return can(P.alarm.list) ? <AlarmLiveParts /> : null;
}

function AlarmLiveParts(): ReactElement {
  const { t, tLoose } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const muted = useAlarmMuted();
  const count = useOpenCount(true).data;
  const reconnects = useReconnects();
  const [banner, dispatch] = useReducer(bannerReducer, EMPTY_BANNER);
  useRoom('alarms');

  useEffect(() => {
    if (reconnects > 0) void queryClient.invalidateQueries({ queryKey: alarmKeys.openCount });
  }, [reconnects, queryClient]);
  useSocketEvent('alarm.count', (next) => queryClient.setQueryData(alarmKeys.openCount, next));
  const recount = useRecountOnAlarm();
  const onAlarm = (name: AlarmEventName) => (alarm: AlarmPush) => {
    dispatch({ type: 'event', name, alarm });
    recount();
    if (name === 'alarm.raised' && alarm.status === 'raised') beep(alarm.severity);
  };
  useSocketEvent('alarm.raised', onAlarm('alarm.raised'));
  useSocketEvent('alarm.acknowledged', onAlarm('alarm.acknowledged'));
  useSocketEvent('alarm.cleared', onAlarm('alarm.cleared'));
  useSocketEvent('alarm.closed', onAlarm('alarm.closed'));

  // Browsers let audio start only after a user gesture: any click or key unlocks it.
  useEffect(() => {
    window.addEventListener('pointerdown', unlockAudio);
    window.addEventListener('keydown', unlockAudio);
    return () => {
      window.removeEventListener('pointerdown', unlockAudio);
      window.removeEventListener('keydown', unlockAudio);
    };
  }, []);

  const sounding = needsSound(banner);
  const severity = loudest(banner);
  useEffect(() => {
    if (!sounding || muted) return undefined;
    const timer = setInterval(() => beep(severity), REPEAT_MS);
    return () => clearInterval(timer);
  }, [sounding, muted, severity]);

  const open = count?.open ?? 0;
  const unacknowledged = count?.unacknowledged ?? 0;
  const label = t('alarm.live.count', [open, unacknowledged]);
  const latest = banner.items[0];

  return (
    <>
      <Tooltip title={label}>
        <Button
          type="text"
          className="gy-alarm-count"
          aria-label={label}
          data-testid="alarm-count"
          data-open={open}
          data-unacknowledged={unacknowledged > 0}
          onClick={() => void navigate(ALARM_LIST_PATH)}
        >
          <BellOutlined />
          <span className="gy-alarm-count-pill">{open}</span>
        </Button>
      </Tooltip>
      <Tooltip title={t(muted ? 'alarm.live.unmute' : 'alarm.live.mute')}>
        <Button
          type="text"
          icon={muted ? <MutedOutlined /> : <SoundOutlined />}
          aria-label={t(muted ? 'alarm.live.unmute' : 'alarm.live.mute')}
          aria-pressed={muted}
          data-testid="alarm-mute"
          data-muted={muted}
          onClick={toggleAlarmMuted}
        />
      </Tooltip>
      {latest &&
        createPortal(
          <div
            className="gy-alarm-banner"
            role="alert"
            data-testid="alarm-banner"
            data-flash={sounding}
            style={{ '--gy-alarm-colour': levelColour(latest.severity) } as CSSProperties}
          >
            <div className="gy-alarm-banner-body">
              <div className="gy-alarm-banner-title">
                {t('alarm.live.bannerTitle', [latest.severity, latest.ruleName])}
              </div>
              <div className="gy-alarm-banner-text">
                {latest.condition === 'noData'
                  ? t('alarm.live.bannerNoData', [latest.meterCode ?? latest.meterId, formatDate(latest.lastTime)])
                  : t('alarm.live.bannerText', [
                      latest.meterCode ?? latest.meterId,
                      quantityText(tLoose, latest.quantity),
                      latest.value ?? '',
                      formatDate(latest.lastTime),
                    ])}
              </div>
              {banner.items.length > 1 && (
                <div className="gy-alarm-banner-more">
                  {t('alarm.live.bannerMore', [banner.items.length - 1])}
                </div>
              )}
            </div>
            <Space size={4}>
              <Button
                size="small"
                type="primary"
                danger
                data-testid="alarm-banner-view"
                onClick={() => {
                  dispatch({ type: 'silence' });
                  void navigate(ALARM_LIST_PATH);
                }}
              >
                {t('alarm.live.view')}
              </Button>
              <Button
                size="small"
                disabled={!sounding}
                data-testid="alarm-banner-silence"
                onClick={() => dispatch({ type: 'silence' })}
              >
                {t('alarm.live.silence')}
              </Button>
              <Button
                size="small"
                type="text"
                style={{ color: 'inherit' }}
                data-testid="alarm-banner-dismiss"
                onClick={() => dispatch({ type: 'dismiss' })}
              >
                {t('alarm.live.dismiss')}
              </Button>
            </Space>
          </div>,
          document.body,
        )}
    </>
  );
}
