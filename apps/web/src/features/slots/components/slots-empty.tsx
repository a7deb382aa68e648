import { EMPTY_SLOTS } from '@wedding/domain/messages';
import { useIsNativeApp } from '../../../shared/native/use-is-native-app.ts';
import { useNativeBridge } from '../../../shared/native/use-native-bridge.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';

// Spec §8 'no open remaining slots; ask a wedding hall expert': the domain's sentence pair, shown as a title
// and the line under it.
const [EMPTY_TITLE = EMPTY_SLOTS, EMPTY_HINT] = EMPTY_SLOTS.split(/(?<=\.) /);
export const EXPERT_CHAT_LABEL = '웨딩홀 전문가에게 문의하기';

type Props = { onResetFilters?: () => void };

/**
 * No slot matches: the expert chat and, when filters narrow it, a reset. The chat button shows only inside the
 * app: the web's inquiry page is still 준비 중, and a button to it would be a dead end.
 */
export function SlotsEmpty({ onResetFilters }: Props) {
  const bridge = useNativeBridge();
  const native = useIsNativeApp();
  return (
    <EmptyState
      title={EMPTY_TITLE.replace(/\.$/, '')}
      description={EMPTY_HINT}
      action={
        <div className="slot-empty__actions">
          {native ? <Button onClick={bridge.openChat}>{EXPERT_CHAT_LABEL}</Button> : null}
          {onResetFilters ? (
            <Button variant="secondary" onClick={onResetFilters}>
              필터 초기화
            </Button>
          ) : null}
        </div>
      }
    />
  );
}
