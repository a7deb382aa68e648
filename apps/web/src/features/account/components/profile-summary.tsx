import type { CustomerProfile } from '@wedding/contract/account-responses';
import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@wedding/contract/auth-constants';
import { dDayLabel } from '@wedding/domain/d-day';
import { formatKoreanDate } from '@wedding/domain/korean-date';
import { maskPhone } from '../lib/mask-phone.ts';

type Props = { profile: CustomerProfile; now?: Date };

const providerLabel = (provider: string) => SOCIAL_PROVIDER_LABELS[provider as SocialProvider] ?? provider;

function loginMethod(profile: CustomerProfile): string {
  const social = profile.socialProviders.map(providerLabel);
  if (social.length === 0) return '이메일';
  return `${social.join(', ')} 계정${profile.hasPassword ? ' · 이메일' : ''}`;
}

/** Who is signed in: nick and name, then the account details with the phone masked. */
export function ProfileSummary({ profile, now = new Date() }: Props) {
  const label = dDayLabel(profile.weddingDate, now);
  // null: not entered yet, shown as such rather than as an empty row.
  const rows: [string, string | null][] = [
    ['이메일', profile.email],
    ['로그인 방식', loginMethod(profile)],
    ['휴대폰', profile.tel ? maskPhone(profile.tel) : null],
    ['지역', profile.region],
    ['예식일', profile.weddingDate ? `${formatKoreanDate(profile.weddingDate)} (${label})` : '미정'],
  ];
  return (
    <>
      <section className="profile-card" aria-label="내 프로필">
        <span className="profile-card__avatar" aria-hidden="true">
          {(profile.nick ?? profile.name).slice(0, 1)}
        </span>
        <div className="profile-card__body">
          <p className="profile-card__nick">
            {profile.nick ?? '닉네임 미설정'}
            <span className="profile-card__dday">
              <span className="visually-hidden">결혼식까지 </span>
              {label}
            </span>
          </p>
          <p className="profile-card__name">{profile.name}님</p>
        </div>
      </section>
      <dl className="info-list">
        {rows.map(([term, value]) => (
          <div key={term} className="info-list__row">
            <dt>{term}</dt>
            <dd>{value ?? <span className="info-list__muted">미입력</span>}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
