import type { StreamableFile } from '@nestjs/common';
import type { z } from 'zod';
import type { Reply } from '../reply';

export const ANSWER_KEY = 'gengyun:answer';

/** What a route answers: the envelope's `content` (a contracts shape), or a file (no envelope). */
export type AnswerSpec = { kind: 'json'; schema: z.ZodType } | { kind: 'binary'; mime: string };

/**
 * What a handler may hand back for an answer of type T: T itself, with a Date where T has text (JSON.stringify
 * writes it as ISO text, which is what the contract describes).
 */
export type Sendable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? ReadonlyArray<Sendable<U>>
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;

type Result<T> = Sendable<T> | Reply<Sendable<T>>;
type Handler<T> = (...args: never[]) => Result<T> | Promise<Result<T>>;

/**
 * The shape of the route's answer content, from libs/contracts. The compiler holds the handler to it (a handler
 * returning another shape does not compile), the OpenAPI document shows it inside the `{code, content, msg}`
 * envelope, and in tests every answer is checked against it (EnvelopeInterceptor).
 */
export const Answer =
  <S extends z.ZodType>(schema: S) =>
  <H extends Handler<z.output<S>>>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    Reflect.defineMetadata(
      ANSWER_KEY,
      { kind: 'json', schema } satisfies AnswerSpec,
      descriptor.value as object,
    );
  };

/** The route answers a file (an image, a QR code, a spreadsheet) of this media type, not the envelope. */
export const FileAnswer =
  (mime: string) =>
  <H extends (...args: never[]) => StreamableFile | Promise<StreamableFile>>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    Reflect.defineMetadata(
      ANSWER_KEY,
      { kind: 'binary', mime } satisfies AnswerSpec,
      descriptor.value as object,
    );
  };

export const answerOf = (handler: object): AnswerSpec | undefined =>
  Reflect.getMetadata(ANSWER_KEY, handler) as AnswerSpec | undefined;
