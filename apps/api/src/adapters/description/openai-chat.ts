/** One message of an OpenAI-compatible chat: plain text, or text and pictures for a vision model. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];
}

export interface ChatEndpoint {
  /** Base URL; the call goes to {url}/chat/completions. */
  url: string;
  apiKey?: string;
  model: string;
  /** The call is abandoned after this long. */
  timeoutMs: number;
}

/** Thrown for an unreachable, slow or failing provider, or an answer without text. */
export class ChatCompletionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChatCompletionError';
  }
}

interface ChatAnswer {
  choices?: { message?: { content?: unknown } }[];
  output?: unknown;
  final_output?: unknown;
}

/** The answer's text: `choices[0].message.content`, or the `output` / `final_output` of agent-style services. */
function answerText(body: ChatAnswer): string | null {
  for (const value of [body.choices?.[0]?.message?.content, body.output, body.final_output]) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** POSTs a chat completion and returns the answer's text. */
export async function chatCompletion(
  endpoint: ChatEndpoint,
  messages: ChatMessage[],
  options: { temperature?: number; maxTokens?: number } = {},
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        messages,
        temperature: options.temperature ?? 0.7,
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
      }),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    throw new ChatCompletionError('chat completion request failed', { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ChatCompletionError(`chat completion answered HTTP ${response.status}`);
  }
  let body: ChatAnswer;
  try {
    body = (await response.json()) as ChatAnswer;
  } catch (error) {
    throw new ChatCompletionError('chat completion answered something other than JSON', { cause: error });
  }
  const text = answerText(body ?? {});
  if (!text) throw new ChatCompletionError('chat completion answered no text');
  return text;
}
