import { checkMobilePhone } from '@wedding/domain/account-rules';
import { formatPhone } from '@wedding/domain/phone';
import {
  formatCountdown,
  isSmsCode,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MS,
  SMS_MESSAGES,
} from '@wedding/domain/sms-verification';
import { useState } from 'react';
import type { SmsCallType } from '../api/send-sms-code.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useCountdown } from './use-countdown.ts';

type Options = {
  type: SmsCallType;
  /** find-pw: the code is sent for this login id; a change of id makes a sent code or proof stale. */
  loginId?: string;
  /** find-pw waits for a valid email before a code can be requested. */
  sendBlocked?: boolean;
};

// A sent code and a proof belong to the phone (and login id) they were made for; editing either afterwards
// silently sets the step back, instead of letting a proof for one number be used with another.
type Target = { tel: string; loginId: string };
type Sent = Target & { deadline: number };
type Proof = Target & { telToken: string };

const sameTarget = (a: Target | null, b: Target): boolean => a !== null && a.tel === b.tel && a.loginId === b.loginId;

/**
 * State of the phone step shared by sign-up, find-id and find-pw: phone number (hyphenated as typed),
 * 인증번호 받기/재전송, the 6-digit code with its 5-minute countdown, 확인, and the resulting telToken.
 */
export function usePhoneVerification({ type, loginId = '', sendBlocked = false }: Options) {
  const [tel, setTelValue] = useState('');
  const [telTouched, setTelTouched] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sendNotice, setSendNotice] = useState<string | null>(null);
  const [code, setCodeValue] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [proof, setProof] = useState<Proof | null>(null);
  const [proofNotice, setProofNotice] = useState<string | null>(null);

  const target: Target = { tel, loginId: loginId.trim() };
  const activeSent = sameTarget(sent, target) ? sent : null;
  const activeProof = sameTarget(proof, target) ? proof : null;
  const remainingMs = useCountdown(activeSent && !activeProof ? activeSent.deadline : null);
  const expired = activeSent !== null && activeProof === null && remainingMs === 0;
  const telCheck = checkMobilePhone(tel);
  const telRuleError = telTouched && !telCheck.ok ? telCheck.message : null;

  const send = async () => {
    setTelTouched(true);
    if (!telCheck.ok || sendBlocked || sending) return;
    setSending(true);
    setSendError(null);
    try {
      const { sendSmsCode } = await import('../api/send-sms-code.ts');
      const { message } = await sendSmsCode(type, target.tel, target.loginId);
      setSent({ ...target, deadline: Date.now() + SMS_CODE_TTL_MS });
      setProof(null);
      setCodeValue('');
      setCodeError(null);
      setSendNotice(message);
    } catch (error) {
      // 429 carries the wait ('인증번호는 30초 후에 …'); an earlier code stays usable meanwhile.
      setSendError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const verify = async () => {
    if (!activeSent || expired || verifying) return;
    if (!isSmsCode(code)) {
      setCodeError(SMS_MESSAGES.CODE_RULE);
      return;
    }
    setVerifying(true);
    try {
      const { verifySmsCode } = await import('../api/verify-sms-code.ts');
      const { telToken, message } = await verifySmsCode(type, activeSent.tel, code);
      setProof({ tel: activeSent.tel, loginId: activeSent.loginId, telToken });
      setProofNotice(message || SMS_MESSAGES.VERIFIED);
      setCodeError(null);
      setSendError(null);
    } catch (error) {
      setCodeError(errorMessage(error));
    } finally {
      setVerifying(false);
    }
  };

  return {
    tel,
    setTel: (value: string) => {
      setTelValue(formatPhone(value));
      setSendError(null);
    },
    touchTel: () => setTelTouched(tel.length > 0),
    telError: telRuleError ?? sendError,
    telNotice: activeProof ? proofNotice : activeSent ? sendNotice : null,
    canSend: telCheck.ok && !sendBlocked && !activeProof,
    sending,
    sendLabel: activeSent ? '재전송' : '인증번호 받기',
    send,
    /** The code row shows from the first send until the phone is verified. */
    codeOpen: activeSent !== null && activeProof === null,
    /** Changes with each send, so the form can move focus to the new code. */
    sentAt: activeSent?.deadline ?? null,
    code,
    setCode: (value: string) => {
      setCodeValue(value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH));
      setCodeError(null);
    },
    codeError: expired ? SMS_MESSAGES.CODE_EXPIRED : codeError,
    countdown: formatCountdown(remainingMs),
    remainingMs,
    expired,
    canVerify: activeSent !== null && !expired && isSmsCode(code),
    verifying,
    verify,
    verified: activeProof !== null,
    /** The proof to send with sign-up, find-id or the password reset; null until verified for this phone. */
    telToken: activeProof?.telToken ?? null,
    /** Drops the proof when the server says it is no longer valid, so the user verifies again. */
    reset: (message?: string) => {
      setProof(null);
      setSent(null);
      setSendNotice(null);
      setSendError(message ?? null);
    },
  };
}

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;
