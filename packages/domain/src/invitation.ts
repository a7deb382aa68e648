// The invitation-style address (spec §2 visit information): the sheet and the text it copies list the same
// rows, and only those with something in them. A couple pastes this into an invitation; a '지하철:' with
// nothing after it would go to every guest.
import { hasValue } from './hall-detail.ts';

export type InvitationText = { subway: string; bus: string; car: string };
export type InvitationRow = { label: string; value: string };

export function invitationRows(address: string, invitation: InvitationText): InvitationRow[] {
  const rows: InvitationRow[] = [
    { label: '주소', value: address },
    { label: '지하철', value: invitation.subway },
    { label: '버스', value: invitation.bus },
    { label: '자가용', value: invitation.car },
  ];
  return rows.filter((row) => hasValue(row.value)).map((row) => ({ ...row, value: row.value.trim() }));
}

/** The copied text: the address on its own line, then 'label: value' for each route. */
export function invitationCopyText(rows: readonly InvitationRow[]): string {
  return rows.map((row) => (row.label === '주소' ? row.value : `${row.label}: ${row.value}`)).join('\n');
}
