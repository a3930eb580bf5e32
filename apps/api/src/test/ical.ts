import ICAL from 'ical.js';

/*
 * Calendar files read back the way a calendar app reads them (ical.js, Mozilla's iCalendar
 * parser), so a test checks what Gmail or Outlook would see rather than the text we wrote.
 */

export interface ParsedInvite {
  method: string | null;
  /** X-WR-TIMEZONE: the zone the viewing is shown in. */
  timeZone: string | null;
  /** The TZID of DTSTART (null for a UTC time). */
  startZone: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
}

/**
 * The calendar's method and its one event, its times converted to instants through the file's own
 * VTIMEZONE (registered first, as a calendar app does). Throws on a file the parser refuses.
 */
export function parseInvite(ics: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar');
  const event = new ICAL.Event(vevent);
  const text = (component: ICAL.Component, name: string) => {
    const value = component.getFirstPropertyValue(name);
    return value == null ? null : String(value);
  };
  return {
    method: text(calendar, 'method'),
    timeZone: text(calendar, 'x-wr-timezone'),
    startZone: (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
    uid: event.uid,
    sequence: event.sequence,
    status: text(vevent, 'status'),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary,
    location: event.location || null,
  };
}

export interface MimePart {
  /** Header names lower-cased, folded lines unfolded. */
  headers: Record<string, string>;
  /** The body decoded from its transfer encoding. */
  body: string;
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** The leaf parts of a raw MIME message, multipart containers opened recursively. */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary)
    return [{ headers, body: decode(body, headers['content-transfer-encoding']?.toLowerCase()) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => mimeParts(part.replace(/^\r\n/, '').replace(/\r\n$/, '')));
}
