import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from './upload-files';

/** A stand-in XMLHttpRequest that records what is sent and answers with `answer`. */
class FakeRequest {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  static answer: unknown = null;
  upload = { onprogress: null };
  responseType = '';
  response: unknown = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { method, url, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    FakeRequest.sent.push({ ...this.request, body });
    this.response = FakeRequest.answer;
    queueMicrotask(() => this.onload?.());
  }
}

describe('uploads', () => {
  beforeEach(() => {
    FakeRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? 'secret' : null) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('post the multipart request with the session and the header the API requires of it', async () => {
    const image = { url: '/files/1', thumbnailUrl: '/files/2' };
    FakeRequest.answer = { data: { uploadImage: image } };
    const file = new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' });

    expect(await uploadImage(file, 'CONTENT_IMAGE')).toEqual(image);
    expect(FakeRequest.sent).toHaveLength(1);
    const [request] = FakeRequest.sent;
    expect(request).toMatchObject({ method: 'POST', url: '/graphql' });
    expect(request!.headers).toEqual({ authorization: 'Bearer secret', 'x-graphql-csrf': '1' });
    expect(request!.body).toBeInstanceOf(FormData);
    expect((request!.body as FormData).get('0')).toBeInstanceOf(File);
  });
});
