// Weekly reminders: the admin's reminder input and its template language, shared so the editor's
// live preview renders exactly what the server sends (docs/product-rules.md, "Weekly reminders").
import { z } from 'zod';

/** The placeholders a reminder may use, in the order the editor lists them. */
export const REMINDER_PLACEHOLDERS = ['firstName', 'location', 'nextBooking'] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];
export type PlaceholderValues = Record<ReminderPlaceholder, string>;

/** Who a reminder goes to. `league_players`: the active players of the chosen league. */
export const REMINDER_AUDIENCES = ['all_users', 'birdie_members', 'league_players', 'upcoming_bookings'] as const;
export type ReminderAudience = (typeof REMINDER_AUDIENCES)[number];

export const REMINDER_AUDIENCE_LABELS: Record<ReminderAudience, string> = {
  all_users: 'All users',
  birdie_members: 'Birdie members',
  league_players: 'Players of a league',
  upcoming_bookings: 'Users with a booking in the coming week',
};

export const REMINDER_LIMITS = { name: 80, subject: 150, body: 5000 } as const;

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'placeholder'; name: string };

// `{word}` is a placeholder; any other brace (a lone "{", "{ }", "{1}") is plain text.
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** Splits a template into text and placeholders, known or not. */
export function parseTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    if (m.index > last) parts.push({ kind: 'text', text: template.slice(last, m.index) });
    parts.push({ kind: 'placeholder', name: m[1]! });
    last = m.index + m[0].length;
  }
  if (last < template.length) parts.push({ kind: 'text', text: template.slice(last) });
  return parts;
}

/** The placeholders of a template that are not ours, each once, in order of appearance. */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(REMINDER_PLACEHOLDERS);
  const unknown = parseTemplate(template).flatMap((p) => (p.kind === 'placeholder' && !known.has(p.name) ? [p.name] : []));
  return [...new Set(unknown)];
}

export function unknownPlaceholderMessage(names: string[]): string {
  const list = names.map((n) => `{${n}}`).join(', ');
  const allowed = REMINDER_PLACEHOLDERS.map((n) => `{${n}}`).join(', ');
  return `${names.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'} ${list}. Use only ${allowed}.`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

function fill(template: string, values: PlaceholderValues, encode: (s: string) => string): string {
  return parseTemplate(template)
    .map((p) => {
      if (p.kind === 'text') return encode(p.text);
      const value = (values as Record<string, string | undefined>)[p.name];
      return encode(value ?? `{${p.name}}`);
    })
    .join('');
}

/** The plain-text rendering: placeholders replaced by their values as they are. */
export function renderText(template: string, values: PlaceholderValues): string {
  return fill(template, values, (s) => s);
}

/**
 * The HTML rendering of a plain-text body: the admin's text and every value are escaped (a user
 * named `<script>` reads as text), blank lines separate paragraphs, single newlines become <br>.
 */
export function renderHtml(template: string, values: PlaceholderValues): string {
  return template
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((para) => para.trim() !== '')
    .map((para) => `<p>${fill(para, values, escapeHtml).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function requiredText(label: string, max: number) {
  return z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, { error: `Please enter ${label}.`, abort: true })
    .max(max, { error: `Please keep ${label} under ${max} characters.` });
}

function template(label: string, max: number) {
  return requiredText(label, max).refine((v) => unknownPlaceholders(v).length === 0, {
    error: (issue) => unknownPlaceholderMessage(unknownPlaceholders(String(issue.input))),
  });
}

/** A reminder as the admin saves it; fields in form order. */
export const weeklyReminderInput = z
  .object({
    name: requiredText('a name for the reminder', REMINDER_LIMITS.name),
    audience: z.enum(REMINDER_AUDIENCES, { error: 'Please choose who gets the reminder.' }),
    // Only for league_players: the league whose active players get it.
    leagueId: z.uuid({ error: 'Please choose a league.' }).nullish(),
    locationId: z.uuid({ error: 'Please choose the venue whose clock the reminder follows.' }),
    weekday: z.coerce
      .number({ error: 'Please choose a weekday.' })
      .int({ error: 'Please choose a weekday.' })
      .min(1, { error: 'Please choose a weekday.' })
      .max(7, { error: 'Please choose a weekday.' }),
    time: z.string({ error: 'Please enter the time, like 09:00.' }).trim().regex(TIME, { error: 'Please enter the time, like 09:00.' }),
    subject: template('a subject', REMINDER_LIMITS.subject),
    body: template('the message', REMINDER_LIMITS.body),
    active: z.boolean().default(true),
  })
  .refine((v) => v.audience !== 'league_players' || v.leagueId, { error: 'Please choose a league.', path: ['leagueId'] });

export type WeeklyReminderInput = z.infer<typeof weeklyReminderInput>;
export type WeeklyReminderForm = z.input<typeof weeklyReminderInput>;

/** 'HH:mm' to minutes from local midnight. */
export function minuteOfDay(time: string): number {
  const m = TIME.exec(time);
  if (!m) throw new Error(`not a time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}
