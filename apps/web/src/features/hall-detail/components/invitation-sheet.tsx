import type { Profile } from '@wedding/contract/hall-detail';
import { invitationCopyText, invitationRows } from '@wedding/domain/invitation';
import { ADDRESS_COPIED, CLIPBOARD_UNAVAILABLE, COPY_FAILED } from '@wedding/domain/messages';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { copyText } from '../lib/copy-text.ts';

/** The invitation-style address with its copy button (spec §2 visit information, §8 clipboard messages). */
export function InvitationSheet({
  open,
  onClose,
  address,
  invitation,
}: {
  open: boolean;
  onClose: () => void;
  address: string;
  invitation: NonNullable<Profile['invitation']>;
}) {
  const toast = useToast();
  // Only rows with a value, on the sheet and in the copied text (issue 25).
  const rows = invitationRows(address, invitation);
  const text = invitationCopyText(rows);
  const copy = async () => {
    const result = await copyText(text);
    if (result === 'copied') toast.show(ADDRESS_COPIED, { type: 'success' });
    else toast.show(result === 'unavailable' ? CLIPBOARD_UNAVAILABLE : COPY_FAILED, { type: 'error' });
  };
  return (
    <BottomSheet
      open={open}
      title="청첩장 주소"
      onClose={onClose}
      footer={
        <button type="button" className="hall-sheet__primary" onClick={copy}>
          주소 복사
        </button>
      }
    >
      <dl className="hall-rows hall-rows--sheet">
        {rows.map((row) => (
          <div key={row.label} className="hall-rows__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </BottomSheet>
  );
}
