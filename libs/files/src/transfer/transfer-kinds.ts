import { Injectable } from '@nestjs/common';
import { TASK_KIND_PATTERN, type MessageKey, type PermissionCode, type TaskDirection } from '@gengyun/contracts';

/** What an area tells the files area about one kind of import or export it runs. */
export interface TransferKind {
  /** The kind's name (a message key of the area), shown in the centre in the reader's language. */
  label: MessageKey;
  /** The ways this kind moves data; the centre's kind filter of each direction lists it. */
  directions: readonly TaskDirection[];
  /**
   * Besides the centre's own permission, these let a caller follow their tasks of this kind and download their
   * exports: the area's import / export permission, held by whoever starts such a task from the area's screen.
   */
  follow: Partial<Record<TaskDirection, readonly PermissionCode[]>>;
  /** MIME type of the files its exports produce; xlsx when left out. */
  mime?: string;
}

/**
 * The kinds of import and export the areas run (`equipment.ledger`…), registered once at start (e.g. in
 * `onModuleInit`) without the files area importing them. A task can only be created for a registered kind.
 */
@Injectable()
export class TransferKinds {
  private readonly kinds = new Map<string, TransferKind>();

  register(kind: string, definition: TransferKind): void {
    if (!TASK_KIND_PATTERN.test(kind) || kind.length > 50) throw new Error(`import/export kind "${kind}" must read <area>.<thing>`);
    if (this.kinds.has(kind)) throw new Error(`import/export kind "${kind}" registered twice`);
    this.kinds.set(kind, definition);
  }

  get(kind: string): TransferKind | undefined {
    return this.kinds.get(kind);
  }

  /** Registered kinds that move data this way, in registration order. */
  of(direction: TaskDirection): Array<[string, TransferKind]> {
    return [...this.kinds].filter(([, k]) => k.directions.includes(direction));
  }

  /** Kinds whose own permissions the caller holds for this direction (the areas' dialogs follow their tasks with them). */
  followable(direction: TaskDirection): readonly PermissionCode[] {
    return [...this.kinds.values()].flatMap((k) => k.follow[direction] ?? []);
  }
}
