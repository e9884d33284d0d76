/**
 * Every title's terminal picture and words, by command-line name, and the words for any action or
 * event (the title's, or a generic fallback).
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import type { GameWords } from '@tabula/core/ui';
import { akrotiriPicture } from './akrotiri';
import { atlandicePicture } from './atlandice';
import { clockworkEmpirePicture } from './clockwork-empire';
import { genericEvent, rec, words, type Picture } from './common';
import { survivePicture } from './survive';

export type { Picture } from './common';

/** Every title's picture, by command-line name. */
export const PICTURES: Readonly<Record<string, Picture>> = {
  atlandice: atlandicePicture,
  survive: survivePicture,
  akrotiri: akrotiriPicture,
  'clockwork-empire': clockworkEmpirePicture,
};

/** Pictures for a title without its own: views as JSON, generic words. */
export const PLAIN_PICTURE: Picture = {
  draw: (view) => [JSON.stringify(view)],
  action: () => undefined,
  event: () => undefined,
};

/** Whatever went wrong in a picture must not stop a game: the fallback is used instead. */
function safely<T>(fn: () => T, fallback: () => T): T {
  try {
    return fn();
  } catch {
    return fallback();
  }
}

/** An action in words, or its JSON; a redacted action says that details are hidden. */
export function describeAction(picture: Picture, action: unknown, view: unknown): string {
  const json = () => JSON.stringify(action) ?? String(action);
  const text = safely(() => picture.action(rec(action), view), () => undefined) ?? json();
  return rec(action).redacted === true ? `${text} (details hidden)` : text;
}

/** An event in words as `viewer` received it. */
export function describeEvent(picture: Picture, event: unknown, viewer: Seat | null, view: unknown): string {
  return safely(() => picture.event(rec(event), viewer, view), () => undefined) ?? safely(() => genericEvent(rec(event), viewer), () => JSON.stringify(event));
}

/** The picture of a view, or the view as JSON if drawing fails. */
export function drawView(picture: Picture, view: unknown, viewer: Seat | null): string[] {
  return safely(() => picture.draw(view, viewer), () => ['(the picture could not be drawn; the view as JSON:)', JSON.stringify(view)]);
}

/** What a group of actions is called in a long list: the picture's name for it, else its type in words. */
function groupName(picture: Picture, action: unknown, view: unknown): string | undefined {
  const type = rec(action).type;
  const named = safely(() => picture.group?.(rec(action), view) ?? (typeof type === 'string' ? picture.typeName?.(type) : undefined), () => undefined);
  return named ?? (typeof type === 'string' ? words(type) : undefined);
}

/**
 * A picture's words as `@tabula/core/ui` takes them (for `groupActions`, the menu): actions and
 * events as {@link describeAction} and {@link describeEvent} say them, groups by the picture's
 * names. The terminal has no banner: its prompt says whose move it is.
 */
export function pictureWords(picture: Picture): GameWords<unknown, unknown, unknown> {
  return {
    action: (action, view) => describeAction(picture, action, view),
    event: (event, viewer, view) => describeEvent(picture, event, viewer, view),
    banner: () => '',
    group: (action, view) => groupName(picture, action, view) ?? 'other choices',
    subgroup: (action, view) => safely(() => picture.subgroup?.(rec(action), view), () => undefined),
  };
}
