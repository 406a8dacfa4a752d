import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { JobStatus, type ClientEventMap, type Page } from '@gengyun/contracts';
import { useSocketEvent, useSocketStatus } from '@/api/socket';
import { isTaskOver, pushedTask, taskKeys, type TaskDirection, type TaskRow } from './task.api';

/** How often running tasks are fetched again while the live connection is down. */
export const TASK_POLL_MS = 2000;

/**
 * Keeps the centre's list live: each `job.progress` push (sent to the task's owner alone) moves its row's bar and
 * status in place; a task that ends, or one not on the page, brings the list (and its detail) again for the counts.
 * Without a live connection, a page with running tasks is fetched every two seconds so no bar stands still.
 */
export function useLiveTasks(direction: TaskDirection, rows: readonly TaskRow[]): void {
  const queryClient = useQueryClient();
  const socket = useSocketStatus();
  const refetch = (id?: number): void => {
    void queryClient.invalidateQueries({ queryKey: taskKeys.list(direction) });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: taskKeys.detail(direction, id) });
  };

  useSocketEvent('job.progress', (push: ClientEventMap['job.progress']) => {
    const task = pushedTask(push.id);
    if (!task || task.direction !== direction) return;
    let shown = false;
    queryClient.setQueriesData<Page<TaskRow>>({ queryKey: taskKeys.list(direction) }, (page) =>
      page && {
        ...page,
        rows: page.rows.map((row) => {
          if (row.id !== task.id) return row;
          shown = true;
          return { ...row, status: push.status, progress: push.progress };
        }),
      },
    );
    if (!shown || push.status === JobStatus.done || push.status === JobStatus.failed) refetch(task.id);
  });

  // Pushes sent while this tab had no connection never reach it (a task that ended while the page was still
  // connecting, or during a reconnect): each time the connection comes up, the list is read again.
  const wasConnected = useRef(socket === 'connected');
  useEffect(() => {
    if (socket === 'connected' && !wasConnected.current) void queryClient.invalidateQueries({ queryKey: taskKeys.list(direction) });
    wasConnected.current = socket === 'connected';
  }, [socket, direction, queryClient]);

  const running = rows.some((row) => !isTaskOver(row));
  useEffect(() => {
    if (!running || socket === 'connected') return undefined;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: taskKeys.list(direction) }), TASK_POLL_MS);
    return () => clearInterval(timer);
  }, [running, socket, direction, queryClient]);
}
