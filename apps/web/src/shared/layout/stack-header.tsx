import { useMemo } from 'react';
import { useGoBack } from '../hooks/use-go-back.ts';
import { useIsNativeApp } from '../native/use-is-native-app.ts';
import { Header, type HeaderActionKind } from '../ui/header.tsx';
import { useHeaderActions } from './use-header-actions.ts';

type Props = {
  title: string;
  variant?: 'stack' | 'product';
  actions?: readonly HeaderActionKind[];
  productId?: string;
  transparent?: boolean;
  /** What 'more' opens (the page's own menu); a guest is asked to log in first (spec §6). */
  onMore?: () => void;
};

const NO_ACTIONS: readonly HeaderActionKind[] = [];

/**
 * Stack and product pages (spec §2): back button, title, optional actions. 'close' closes the app's web view
 * through the bridge; in a plain browser its fallback would only repeat the back button, so it is left out.
 */
export function StackHeader({ title, variant = 'stack', actions = NO_ACTIONS, productId, transparent, onMore }: Props) {
  const goBack = useGoBack();
  const native = useIsNativeApp();
  const kinds = useMemo(() => (native ? actions : actions.filter((kind) => kind !== 'close')), [native, actions]);
  const wired = useHeaderActions(kinds, { productId, onMore });
  return <Header variant={variant} title={title} onBack={goBack} actions={wired} transparent={transparent} />;
}
