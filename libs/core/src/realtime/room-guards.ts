import { Injectable } from '@nestjs/common';
import type { ClientRoom } from '@gengyun/contracts';
import type { AuthContext } from '../auth/auth-context';

/** Whether a session may join a room; `id` is the number after the colon (`meter:12`), null for a plain room. */
export type RoomCheck = (viewer: AuthContext, id: number | null) => boolean | Promise<boolean>;

/**
 * Who may subscribe to which room. The area that owns a kind of room registers its check (`meter` — the meter is in
 * the caller's scope; `alarms` — the caller may list alarms); a room no area answers for is refused.
 */
@Injectable()
export class RoomGuards {
  private readonly checks = new Map<string, RoomCheck>();

  register(kind: string, check: RoomCheck): void {
    if (this.checks.has(kind)) throw new Error(`Two checks for room ${kind}`);
    this.checks.set(kind, check);
  }

  async allows(viewer: AuthContext, room: ClientRoom): Promise<boolean> {
    const [kind, id] = room.split(':') as [string, string | undefined];
    const check = this.checks.get(kind);
    return check ? Boolean(await check(viewer, id === undefined ? null : Number(id))) : false;
  }
}
