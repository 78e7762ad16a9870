import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import { artUrl } from './art';
import { SEED_CATEGORIES, type CategoryKey } from './categories';
import type { SeedDapp } from './dapps';
import { CONTENT_LANGUAGES, siteLocaleOf } from '../languages';

type Texts = Readonly<Record<ContentLanguage, string>>;

const STORE_BANNER: Texts = {
  en: 'Featured in the DApp store: {name}', 'zh-Hans': 'DApp 商店推荐：{name}', 'zh-Hant': 'DApp 商店推薦：{name}',
  ko: 'DApp 스토어 추천: {name}', ru: 'Рекомендуем в магазине DApp: {name}', es: 'Destacado en la tienda de DApps: {name}',
  hi: 'DApp स्टोर में खास: {name}', fil: 'Tampok sa DApp store: {name}', pt: 'Destaque na loja de DApps: {name}',
  ja: 'DApp ストアのおすすめ：{name}', vi: 'Nổi bật trong cửa hàng DApp: {name}', th: 'แนะนำในร้าน DApp: {name}',
};

const SAFETY_BANNER: Texts = {
  en: 'Give your wallet a check-up with {name}', 'zh-Hans': '用 {name} 给钱包做个体检', 'zh-Hant': '用 {name} 幫錢包做個健檢',
  ko: '{name}로 지갑을 점검하세요', ru: 'Проверьте кошелёк с помощью {name}', es: 'Haz una revisión de tu billetera con {name}',
  hi: '{name} से अपने वॉलेट की जांच करें', fil: 'Suriin ang wallet mo gamit ang {name}', pt: 'Faça uma revisão da sua carteira com {name}',
  ja: '{name} でウォレットを点検しましょう', vi: 'Kiểm tra ví của bạn với {name}', th: 'ตรวจสุขภาพกระเป๋าเงินด้วย {name}',
};

const ACTIVITY_TITLE: Texts = {
  en: '{category} week in the DApp store', 'zh-Hans': 'DApp 商店{category}周', 'zh-Hant': 'DApp 商店{category}週',
  ko: 'DApp 스토어 {category} 주간', ru: 'Неделя раздела «{category}» в магазине DApp', es: 'Semana de {category} en la tienda de DApps',
  hi: 'DApp स्टोर में {category} सप्ताह', fil: 'Linggo ng {category} sa DApp store', pt: 'Semana de {category} na loja de DApps',
  ja: 'DApp ストア {category} ウィーク', vi: 'Tuần lễ {category} trong cửa hàng DApp', th: 'สัปดาห์{category}ในร้าน DApp',
};

const ACTIVITY_SUMMARY: Texts = {
  en: 'Browse reviewed {category} DApps, compare them and try one with a small amount.',
  'zh-Hans': '浏览已审核的{category} DApp，比较后用小额试用一个。',
  'zh-Hant': '瀏覽已審核的{category} DApp，比較後以小額試用一個。',
  ko: '심사를 거친 {category} DApp을 둘러보고 비교한 뒤 소액으로 사용해 보세요.',
  ru: 'Изучите проверенные DApp раздела «{category}», сравните их и попробуйте один с небольшой суммой.',
  es: 'Explora las DApps de {category} revisadas, compáralas y prueba una con una cantidad pequeña.',
  hi: 'समीक्षित {category} DApp देखें, उनकी तुलना करें और छोटी राशि से एक आज़माएं।',
  fil: 'Tingnan ang mga na-review na {category} DApp, ihambing at subukan ang isa gamit ang maliit na halaga.',
  pt: 'Veja os DApps de {category} revisados, compare e experimente um com um valor pequeno.',
  ja: '審査済みの {category} DApp を比べて、少額で試してみましょう。',
  vi: 'Xem các DApp {category} đã được duyệt, so sánh và dùng thử một DApp với số tiền nhỏ.',
  th: 'ดู DApp หมวด{category}ที่ผ่านการตรวจสอบ เปรียบเทียบ แล้วลองใช้ด้วยจำนวนเล็กน้อย',
};

const ADS: readonly { path: string; seed: string; title: Texts }[] = [
  {
    path: 'download/app', seed: 'ad-download',
    title: {
      en: 'Get the wallet on every device', 'zh-Hans': '在所有设备上使用钱包', 'zh-Hant': '在所有裝置上使用錢包', ko: '모든 기기에서 지갑을 사용하세요',
      ru: 'Кошелёк на всех ваших устройствах', es: 'Lleva la billetera en todos tus dispositivos', hi: 'हर डिवाइस पर वॉलेट पाएं',
      fil: 'Gamitin ang wallet sa bawat device', pt: 'Tenha a carteira em todos os dispositivos', ja: 'すべてのデバイスでウォレットを',
      vi: 'Dùng ví trên mọi thiết bị', th: 'ใช้กระเป๋าเงินได้ทุกอุปกรณ์',
    },
  },
  {
    path: 'submit/dapp', seed: 'ad-submit-dapp',
    title: {
      en: 'Building a DApp? List it in the store', 'zh-Hans': '在做 DApp？提交到商店上架', 'zh-Hant': '在做 DApp？提交到商店上架', ko: 'DApp을 만드셨나요? 스토어에 등록하세요',
      ru: 'Создаёте DApp? Разместите его в магазине', es: '¿Creas una DApp? Publícala en la tienda', hi: 'DApp बना रहे हैं? इसे स्टोर में लिस्ट करें',
      fil: 'Gumagawa ng DApp? Ilista ito sa store', pt: 'Criando um DApp? Liste-o na loja', ja: 'DApp を開発中ですか？ストアに掲載しましょう',
      vi: 'Đang xây DApp? Đăng lên cửa hàng', th: 'กำลังสร้าง DApp? ลงร้านได้เลย',
    },
  },
  {
    path: 'submit/token', seed: 'ad-submit-token',
    title: {
      en: 'Submit your token with its logo', 'zh-Hans': '提交您的代币和 Logo', 'zh-Hant': '提交您的代幣與 Logo', ko: '토큰과 로고를 제출하세요',
      ru: 'Отправьте свой токен с логотипом', es: 'Envía tu token con su logotipo', hi: 'अपना टोकन लोगो के साथ जमा करें',
      fil: 'Isumite ang token mo kasama ang logo', pt: 'Envie seu token com o logotipo', ja: 'トークンとロゴを申請する',
      vi: 'Gửi token của bạn kèm logo', th: 'ส่งโทเค็นของคุณพร้อมโลโก้',
    },
  },
];

export interface SeedBanner { placement: 'store' | 'content'; lang: ContentLanguage; title: string; imageUrl: string; url: string; sort: number }
export interface SeedActivity { lang: ContentLanguage; title: string; summary: string; imageUrl: string; url: string; sort: number; endsInDays: number | null }
export interface SeedAd { lang: ContentLanguage; title: string; imageUrl: string; url: string; sort: number }

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export function seedBanners(dapps: readonly SeedDapp[]): SeedBanner[] {
  const byName = (name: string) => dapps.find((dapp) => dapp.title === name)!;
  const featured = ['Uniswap', 'Jupiter', 'SunSwap'].map(byName);
  const safety = ['Revoke.cash', 'GoPlus Security', 'De.Fi Scanner'].map(byName);
  return CONTENT_LANGUAGES.flatMap((lang) => [
    ...featured.map((dapp, sort) => ({
      placement: 'store' as const, lang, sort, title: fill(STORE_BANNER[lang], { name: dapp.title }), imageUrl: artUrl('banner', `store-${dapp.title}`), url: dapp.url,
    })),
    ...safety.map((dapp, sort) => ({
      placement: 'content' as const, lang, sort, title: fill(SAFETY_BANNER[lang], { name: dapp.title }), imageUrl: artUrl('banner', `safety-${dapp.title}`), url: dapp.url,
    })),
  ]);
}

const ACTIVITY_CATEGORIES: readonly CategoryKey[] = ['bridge', 'staking', 'nft', 'games', 'tools'];

export function seedActivities(): SeedActivity[] {
  return CONTENT_LANGUAGES.flatMap((lang) =>
    ACTIVITY_CATEGORIES.map((key, sort) => {
      const category = SEED_CATEGORIES.find((c) => c.key === key)!;
      return {
        lang,
        sort,
        title: fill(ACTIVITY_TITLE[lang], { category: category.names[lang] }),
        summary: fill(ACTIVITY_SUMMARY[lang], { category: category.names[lang] }),
        imageUrl: artUrl('banner', `activity-${key}`),
        url: `/${siteLocaleOf(lang)}/dappstore?category_id=${category.hid}`,
        endsInDays: sort < 2 ? 365 : null,
      };
    }),
  );
}

export function seedAds(): SeedAd[] {
  return CONTENT_LANGUAGES.flatMap((lang) =>
    ADS.map((ad, sort) => ({ lang, sort, title: ad.title[lang], imageUrl: artUrl('banner', ad.seed), url: `/${siteLocaleOf(lang)}/${ad.path}` })),
  );
}

/** Hot searches: the store's best-known names (brand names read the same in every language). */
export const HOT_KEYWORDS = ['Uniswap', 'PancakeSwap', 'Jupiter', 'SunSwap', 'Aave', 'Lido', 'OpenSea', 'Stargate', 'Pendle', 'Revoke.cash'];
