import { Injectable } from '@nestjs/common';

/** The identity area's notion of now: session expiry, lockouts and SMS codes. Tests move it forward. */
@Injectable()
export class IdentityClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves this clock forward (tests of expiry). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
