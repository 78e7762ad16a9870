import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import { TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import { artUrl } from './art';

export type CategoryKey =
  | 'trending' | 'dex' | 'lending' | 'derivatives' | 'staking' | 'yield' | 'stable' | 'bridge'
  | 'nft' | 'games' | 'social' | 'tools' | 'launchpad' | 'prediction' | 'picks';

export interface SeedCategory {
  readonly key: CategoryKey;
  readonly hid: number;
  /** 0: a store category; 1: a heading of the home page (clients keep only 0, docs/product.md §3.8). */
  readonly type: 0 | 1;
  readonly names: Readonly<Record<ContentLanguage, string>>;
}

type Names = Record<ContentLanguage, string>;
const n = (en: string, zhHans: string, zhHant: string, ko: string, ru: string, es: string, hi: string, fil: string, pt: string, ja: string, vi: string, th: string): Names => ({
  en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ko, ru, es, hi, fil, pt, ja, vi, th,
});

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { key: 'trending', hid: TRENDING_CATEGORY_ID, type: 0, names: n('Trending', '热门', '熱門', '인기', 'В тренде', 'Tendencias', 'ट्रेंडिंग', 'Trending', 'Em alta', 'トレンド', 'Xu hướng', 'มาแรง') },
  { key: 'dex', hid: 1, type: 0, names: n('Exchange', '交易', '交易', '거래소', 'Обмен', 'Intercambio', 'एक्सचेंज', 'Palitan', 'Câmbio', '取引所', 'Sàn giao dịch', 'แลกเปลี่ยน') },
  { key: 'lending', hid: 2, type: 0, names: n('Lending', '借贷', '借貸', '대출', 'Кредитование', 'Préstamos', 'लेंडिंग', 'Pagpapautang', 'Empréstimos', 'レンディング', 'Cho vay', 'ปล่อยกู้') },
  { key: 'derivatives', hid: 3, type: 0, names: n('Derivatives', '衍生品', '衍生品', '파생상품', 'Деривативы', 'Derivados', 'डेरिवेटिव्स', 'Derivatives', 'Derivativos', 'デリバティブ', 'Phái sinh', 'อนุพันธ์') },
  { key: 'staking', hid: 4, type: 0, names: n('Staking', '质押', '質押', '스테이킹', 'Стейкинг', 'Staking', 'स्टेकिंग', 'Staking', 'Staking', 'ステーキング', 'Staking', 'สเตกกิ้ง') },
  { key: 'yield', hid: 5, type: 0, names: n('Yield', '理财', '理財', '수익', 'Доходность', 'Rendimiento', 'यील्ड', 'Kita', 'Rendimento', '利回り', 'Lợi suất', 'ผลตอบแทน') },
  { key: 'stable', hid: 6, type: 0, names: n('Stablecoins & RWA', '稳定币与 RWA', '穩定幣與 RWA', '스테이블코인 & RWA', 'Стейблкоины и RWA', 'Stablecoins y RWA', 'स्टेबलकॉइन और RWA', 'Stablecoin at RWA', 'Stablecoins e RWA', 'ステーブルコインと RWA', 'Stablecoin & RWA', 'สเตเบิลคอยน์และ RWA') },
  { key: 'bridge', hid: 7, type: 0, names: n('Bridge', '跨链桥', '跨鏈橋', '브리지', 'Мосты', 'Puentes', 'ब्रिज', 'Bridge', 'Pontes', 'ブリッジ', 'Cầu nối', 'บริดจ์') },
  { key: 'nft', hid: 8, type: 0, names: n('NFT', 'NFT', 'NFT', 'NFT', 'NFT', 'NFT', 'NFT', 'NFT', 'NFT', 'NFT', 'NFT', 'NFT') },
  { key: 'games', hid: 9, type: 0, names: n('Games', '游戏', '遊戲', '게임', 'Игры', 'Juegos', 'गेम्स', 'Laro', 'Jogos', 'ゲーム', 'Trò chơi', 'เกม') },
  { key: 'social', hid: 10, type: 0, names: n('Social', '社交', '社交', '소셜', 'Социальные', 'Social', 'सोशल', 'Social', 'Social', 'ソーシャル', 'Mạng xã hội', 'โซเชียล') },
  { key: 'tools', hid: 11, type: 0, names: n('Tools', '工具', '工具', '도구', 'Инструменты', 'Herramientas', 'टूल्स', 'Mga tool', 'Ferramentas', 'ツール', 'Công cụ', 'เครื่องมือ') },
  { key: 'launchpad', hid: 12, type: 0, names: n('Launchpad', '发射台', '發射台', '런치패드', 'Лаунчпады', 'Launchpad', 'लॉन्चपैड', 'Launchpad', 'Launchpad', 'ローンチパッド', 'Launchpad', 'ลอนช์แพด') },
  { key: 'prediction', hid: 13, type: 0, names: n('Prediction', '预测', '預測', '예측', 'Прогнозы', 'Predicción', 'प्रेडिक्शन', 'Hula', 'Previsão', '予測', 'Dự đoán', 'ทำนายผล') },
  { key: 'picks', hid: 100, type: 1, names: n("Editors' picks", '编辑推荐', '編輯推薦', '에디터 추천', 'Выбор редакции', 'Selección del equipo', 'संपादक की पसंद', 'Pili ng editor', 'Escolhas da equipe', '編集部のおすすめ', 'Biên tập viên chọn', 'ทีมงานแนะนำ') },
];

export const categoryHid = (key: CategoryKey) => SEED_CATEGORIES.find((category) => category.key === key)!.hid;

export const categoryIcon = (key: CategoryKey) => artUrl('icon', `category-${key}`);
