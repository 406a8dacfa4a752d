/** What an order's attachment is: a file or photo, or the on-screen signature of the one who signed (issue 13 item 11). */
export const ATTACHMENT_KINDS = ['file', 'signature'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** A signature is one PNG drawn on screen; the files area's image limits apply besides. */
export const SIGNATURE_EXT = 'png';
