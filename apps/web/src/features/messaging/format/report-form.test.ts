import { describe, expect, it } from 'vitest';
import { reportFormSchema } from './report-form';

const ROOM = '6f1c1f0e-8a57-4c3f-9a53-0d6f3c2d4b11';

describe('reportFormSchema', () => {
  it('asks for a reason when none is chosen', () => {
    const result = reportFormSchema.safeParse({ room: ROOM, reason: '', text: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reason', 'required']]);
  });

  it('takes a reason and trims the optional text, as the API does', () => {
    expect(reportFormSchema.parse({ room: ROOM, reason: 'SPAM', text: '  Ads  ' })).toEqual({
      room: ROOM,
      reason: 'SPAM',
      text: 'Ads',
    });
  });
});
