import { liveMarker } from './marker-states';

describe('liveMarker', () => {
  it('shows a fault for an open alarm, running for an online meter, and the ledger otherwise', () => {
    expect(liveMarker(2, 'fault')).toEqual({ running_status_id: 3, is_fault: true });
    expect(liveMarker(1, 'fault')).toEqual({ running_status_id: 3, is_fault: true });
    expect(liveMarker(2, 'running')).toEqual({ running_status_id: 1, is_fault: false });
    expect(liveMarker(2, undefined)).toEqual({ running_status_id: 2, is_fault: false });
  });

  it('keeps a fault or maintenance set by hand while a meter is online', () => {
    expect(liveMarker(3, 'running')).toEqual({ running_status_id: 3, is_fault: true });
    expect(liveMarker(4, 'running')).toEqual({ running_status_id: 4, is_fault: false });
  });
});
