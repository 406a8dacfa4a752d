import { DataScope, Permission } from '@gengyun/contracts';
import { mayReceive, type Audience, type Viewer } from './push';

const viewer = (userId: number, locations: number[], permissions: string[] = [Permission.serviceRequest.list]): Viewer => ({
  enterpriseId: 1,
  userId,
  isAdmin: false,
  permissions: new Set(permissions),
  scopes: { [DataScope.location]: locations },
});

/** A scope audience that also names an object's own people (`alsoUserIds`): one rule, so one delivery per socket. */
describe('mayReceive with alsoUserIds', () => {
  const to: Audience = { enterpriseId: 1, permission: Permission.serviceRequest.list, scope: { [DataScope.location]: 10 }, alsoUserIds: [7] };

  it('lets in those whose scope covers the object, and the named users whatever their scope', () => {
    expect(mayReceive(viewer(5, [10]), to)).toBe(true);
    expect(mayReceive(viewer(7, [10]), to)).toBe(true);
    expect(mayReceive(viewer(7, [20]), to)).toBe(true);
    expect(mayReceive(viewer(5, [20]), to)).toBe(false);
  });

  it('still asks the named users for the permission and the enterprise', () => {
    expect(mayReceive(viewer(7, [20], []), to)).toBe(false);
    expect(mayReceive({ ...viewer(7, [10]), enterpriseId: 2 }, to)).toBe(false);
  });
});
