import { useEffect, useReducer, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { Button, Tooltip } from 'antd';
import { BellOutlined, MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AlarmPush } from '@gengyun/contracts';
import { useReconnects, useRoom, useRoomJoined, useSocketEvent } from '@/api/socket';
import { SHELL_BASE } from '@/app/route-types';
import { useT } from '@/i18n/t';
import { alarmKeys, useOpenCount } from '../alarm/alarm.api';
import { useCan } from '@/app/permissions';
import { P } from '../common/permissions';
import { AlarmBanner } from './AlarmBanner';
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

export interface AlarmLiveProps {
  /**
   * Where the attention banner docks (the shell's slot under the header); null while that slot is not mounted
   * yet. Without it the banner follows the header pieces (tests).
   */
  dock?: HTMLElement | null;
}

/**
 * The header's live alarm pieces, for users who may list alarms: the open-alarm counter (from /alarm/openCount,
 * then `alarm.count` events; refetched on reconnect), the sound switch, and the attention banner with tone and
 * flash when an alarm is raised anywhere in the enterprise.
 */
export function AlarmLive({ dock }: AlarmLiveProps): ReactElement | null {
  const can = useCan();
  return can(P.alarm.list) ? <AlarmLiveParts dock={dock} /> : null;
}

function AlarmLiveParts({ dock }: AlarmLiveProps): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const muted = useAlarmMuted();
  const count = useOpenCount(true).data;
  const reconnects = useReconnects();
  const [attention, dispatch] = useReducer(bannerReducer, EMPTY_BANNER);
  useRoom('alarms');
  const live = useRoomJoined('alarms');

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

  const sounding = needsSound(attention);
  const severity = loudest(attention);
  useEffect(() => {
    if (!sounding || muted) return undefined;
    const timer = setInterval(() => beep(severity), REPEAT_MS);
    return () => clearInterval(timer);
  }, [sounding, muted, severity]);

  const open = count?.open ?? 0;
  const unacknowledged = count?.unacknowledged ?? 0;
  const label = t('alarm.live.count', [open, unacknowledged]);
  const banner = (
    <AlarmBanner
      state={attention}
      sounding={sounding}
      onView={() => {
        dispatch({ type: 'silence' });
        void navigate(ALARM_LIST_PATH);
      }}
      onSilence={() => dispatch({ type: 'silence' })}
      onDismiss={() => dispatch({ type: 'dismiss' })}
    />
  );

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
          data-live={live}
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
      {dock === undefined ? banner : dock ? createPortal(banner, dock) : null}
    </>
  );
}
