import type { CustomerProfile } from '@wedding/contract/account-responses';
import { useId } from 'react';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { type ContractFlags, useSaveContractFlags } from '../api/save-contract-flags.ts';
import { CONTRACT_SAVE_FAILED } from '../lib/account-messages.ts';

const SWITCHES: readonly { key: keyof ContractFlags; label: string; hint: string }[] = [
  { key: 'hasWeddingHallContract', label: '웨딩홀 계약 완료', hint: '계약한 웨딩홀이 있다면 켜 주세요' },
  { key: 'hasSdmContract', label: '스드메 계약 완료', hint: '스튜디오·드레스·메이크업 계약 여부' },
];

/** The two contract switches: saved as soon as they flip, flipped back with a toast if the save fails. */
export function ContractSwitches({ profile }: { profile: CustomerProfile }) {
  const id = useId();
  const toast = useToast();
  const save = useSaveContractFlags(() => toast.show(CONTRACT_SAVE_FAILED, { type: 'error' }));
  const flags: ContractFlags = {
    hasWeddingHallContract: profile.hasWeddingHallContract,
    hasSdmContract: profile.hasSdmContract,
  };

  return (
    <div className="switch-list">
      {SWITCHES.map(({ key, label, hint }) => (
        <button
          key={key}
          type="button"
          role="switch"
          aria-checked={flags[key]}
          aria-labelledby={`${id}-${key}`}
          aria-describedby={`${id}-${key}-hint`}
          className="switch-row"
          onClick={() => save.mutate({ ...flags, [key]: !flags[key] })}
        >
          <span className="switch-row__text">
            <span id={`${id}-${key}`} className="switch-row__label">
              {label}
            </span>
            <span id={`${id}-${key}-hint`} className="switch-row__hint">
              {hint}
            </span>
          </span>
          <span className="switch" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
