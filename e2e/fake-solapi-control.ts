import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The file e2e/serve.ts writes the fake Solapi's address to, one per server port. */
export function fakeSolapiUrlFile(port: number): string {
  return resolve(import.meta.dirname, `../.tmp/e2e-fake-solapi-${port}.url`);
}

/** One message the browser tests' fake Solapi received (its GET /__fake/messages), with its answer. */
export type FakeSolapiMessage = {
  messageId: string;
  to: string;
  from: string;
  /** ATA (알림톡), SMS or LMS. */
  type: string;
  text: string;
  subject?: string;
  kakaoOptions?: {
    pfId: string;
    templateId: string;
    variables: Record<string, string>;
    buttons?: { buttonName: string; buttonType: string; linkMo: string; linkPc: string }[];
    disableSms?: boolean;
  };
  /** 2000 accepted; else Solapi's refusal code (1043 template mismatch, 3104 not a KakaoTalk user, 3010 number). */
  statusCode: string;
  statusMessage: string;
  at: number;
};

const fakeUrl = () => readFileSync(fakeSolapiUrlFile(Number(process.env.E2E_PORT ?? 3100)), 'utf8').trim();

async function call(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${fakeUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake Solapi answered ${response.status} to ${path}`);
  return response.json();
}

/** Every message the fake received, oldest first: what a notification actually sent. */
export async function fakeSolapiMessages(): Promise<FakeSolapiMessage[]> {
  return ((await call('/__fake/messages')) as { messages: FakeSolapiMessage[] }).messages;
}

/** The next 알림톡 (or, for INVALID_NUMBER, the next message) is refused with Solapi's code for `kind`. */
export async function fakeSolapiFailNext(kind: 'TEMPLATE_MISMATCH' | 'INVALID_NUMBER' | 'NOT_KAKAO_USER') {
  await call('/__fake/fail-next', { kind });
}

/** Solapi answers 503 until fakeSolapiUp(), or for `ms`. */
export async function fakeSolapiDown(ms?: number) {
  await call('/__fake/down', ms === undefined ? {} : { ms });
}

export async function fakeSolapiUp() {
  await call('/__fake/up', {});
}
