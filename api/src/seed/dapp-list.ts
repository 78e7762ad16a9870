import type { CategoryKey } from './categories';

/**
 * Public DApps by category: `name|site|networks|keywords`. Sites and networks
 * are public facts; descriptions are written from templates (dapp-texts.ts).
 * Within a category the better-known come first, which seeds their ranking.
 */
export const DAPP_LIST: Readonly<Partial<Record<CategoryKey, string>>> = {
  dex: `
Uniswap|app.uniswap.org|eth arb base op matic bsc blast zks unichain|swap amm
PancakeSwap|pancakeswap.finance|bsc eth arb base zks linea opbnb aptos|swap amm farm
Jupiter|jup.ag|solana|aggregator swap limit
Curve|curve.finance|eth arb op matic ftm avax base|stableswap
SushiSwap|www.sushi.com|eth arb matic bsc avax op base|swap amm
1inch|app.1inch.io|eth bsc matic arb op avax base zks|aggregator swap
Raydium|raydium.io|solana|amm swap
SunSwap|sun.io|trx|swap stable
Balancer|balancer.fi|eth arb matic gnosis base avax|pool weighted
Orca|www.orca.so|solana|whirlpool swap
Aerodrome|aerodrome.finance|base|ve33 swap
Velodrome|velodrome.finance|op mode|ve33 swap
KyberSwap|kyberswap.com|eth bsc matic arb op avax base linea|aggregator
CoW Swap|swap.cow.fi|eth gnosis arb base|intent mev protection
Matcha|matcha.xyz|eth bsc matic arb op base avax|aggregator
Odos|app.odos.xyz|eth arb op base matic avax bsc zks linea|aggregator
OpenOcean|app.openocean.finance|eth bsc matic arb avax ftm solana|aggregator
Meteora|www.meteora.ag|solana|dlmm pool
DODO|app.dodoex.io|eth bsc matic arb|pmm swap
LFJ|lfj.gg|avax arb bsc|liquidity book swap
QuickSwap|quickswap.exchange|matic|swap
Camelot|app.camelot.exchange|arb|swap launch
THENA|thena.fi|bsc opbnb|ve33 swap
Maverick|app.mav.xyz|eth base bsc zks arb|amm boosted
SyncSwap|syncswap.xyz|zks linea scroll|swap
WOOFi|fi.woo.org|bsc arb avax base op matic|swap
Biswap|biswap.org|bsc|swap
iZiSwap|izumi.finance|zks bsc linea mantle|swap concentrated
Ambient|ambient.finance|eth scroll|swap
Lynex|app.lynex.fi|linea|ve33 swap
Agni Finance|agni.finance|mantle|swap
Bancor|app.bancor.network|eth|amm
Hashflow|app.hashflow.com|eth arb bsc|rfq
Bebop|bebop.xyz|eth arb base|rfq
SpookySwap|spooky.fi|ftm sonic|swap
Shadow Exchange|www.shadow.so|sonic|swap
Beets|beets.fi|sonic op|pool
Kodiak|app.kodiak.finance|berachain|swap
Pangolin|app.pangolin.exchange|avax|swap
Lifinity|lifinity.io|solana|swap
STON.fi|app.ston.fi|ton|swap
DeDust|dedust.io|ton|swap
Cetus|app.cetus.zone|sui aptos|clmm swap
Liquidswap|liquidswap.com|aptos|swap
Ref Finance|app.ref.finance|near|swap
Osmosis|app.osmosis.zone|osmosis cosmos|ibc swap
Defibox|defibox.io|eos|swap usn
Alcor|alcor.exchange|eos wax telos|orderbook swap
VVS Finance|vvs.finance|cro|swap
StellaSwap|app.stellaswap.com|glmr|swap
Ubeswap|app.ubeswap.org|celo|swap
JustMoney|justmoney.io|trx|swap
`,
  lending: `
Aave|app.aave.com|eth arb op matic avax base bsc zks linea scroll gnosis|borrow lend
Compound|app.compound.finance|eth arb base op matic scroll|borrow lend
JustLend DAO|justlend.org|trx|borrow energy
Venus|app.venus.io|bsc eth arb opbnb zks|borrow
Morpho|app.morpho.org|eth base|vault lend
Spark|app.spark.fi|eth gnosis|borrow savings
Kamino|app.kamino.finance|solana|borrow vault
marginfi|app.marginfi.com|solana|borrow
Euler|app.euler.finance|eth base arb|borrow
Fluid|fluid.io|eth arb base|borrow
Benqi|app.benqi.fi|avax|borrow savax
Silo|app.silo.finance|eth arb sonic|isolated lend
Moonwell|moonwell.fi|base op glmr|borrow
Maple|app.maple.finance|eth|institutional credit
Abracadabra|app.abracadabra.money|eth arb|mim borrow
Lendle|app.lendle.xyz|mantle|borrow
ZeroLend|app.zerolend.xyz|linea zks blast|borrow
LayerBank|app.layerbank.finance|linea scroll mode manta|borrow
Seamless|app.seamlessprotocol.com|base|borrow
Dolomite|app.dolomite.io|arb mantle|borrow margin
NAVI|app.naviprotocol.io|sui|borrow
Scallop|app.scallop.io|sui|borrow
Aries Markets|app.ariesmarkets.xyz|aptos|borrow margin
Tectonic|app.tectonic.finance|cro|borrow
Save|save.finance|solana|borrow
Suilend|suilend.fi|sui|borrow
Echelon|app.echelon.market|aptos|borrow
Notional|notional.finance|eth arb|fixed rate
Inverse Finance|www.inverse.finance|eth|fixed rate borrow
Summer.fi|summer.fi|eth arb op base|vault automation
DeFi Saver|app.defisaver.com|eth arb op base|automation
`,
  derivatives: `
GMX|app.gmx.io|arb avax|perpetuals
dYdX|dydx.trade|eth|perpetuals orderbook
Drift|app.drift.trade|solana|perpetuals
Gains Network|gains.trade|arb matic base|leverage gtrade
Kwenta|kwenta.io|op base|perpetuals synthetix
Aevo|app.aevo.xyz|eth|options perpetuals
Derive|derive.xyz|eth|options
HMX|hmx.org|arb|perpetuals
SynFutures|www.synfutures.com|base blast|perpetuals
Avantis|www.avantisfi.com|base|perpetuals
KiloEx|app.kiloex.io|bsc opbnb base manta|perpetuals
Polynomial|polynomial.fi|op|perpetuals
Hegic|www.hegic.co|arb eth|options
Premia|app.premia.finance|arb|options
Hyperliquid|app.hyperliquid.xyz|arb|perpetuals orderbook
Aster|www.asterdex.com|bsc arb|perpetuals
Lighter|app.lighter.xyz|eth|perpetuals
Ostium|app.ostium.com|arb|perpetuals rwa
Perennial|app.perennial.finance|arb|perpetuals
`,
  staking: `
Lido|stake.lido.fi|eth|steth liquid staking
Rocket Pool|stake.rocketpool.net|eth|reth liquid staking
EtherFi|app.ether.fi|eth|eeth restaking
EigenLayer|app.eigenlayer.xyz|eth|restaking
Jito|www.jito.network|solana|jitosol liquid staking
Marinade|marinade.finance|solana|msol liquid staking
Lista DAO|lista.org|bsc|slisbnb liquid staking
Renzo|app.renzoprotocol.com|eth arb base bsc|ezeth restaking
Kelp DAO|kelpdao.xyz|eth|rseth restaking
Puffer|app.puffer.fi|eth|pufeth restaking
Swell|app.swellnetwork.io|eth|sweth liquid staking
StakeWise|app.stakewise.io|eth gnosis|oseth liquid staking
Stader|www.staderlabs.com|eth matic bsc|ethx liquid staking
Ankr Staking|www.ankr.com/staking|eth bsc matic avax ftm|liquid staking
Mantle mETH|meth.mantle.xyz|eth mantle|meth liquid staking
Sanctum|app.sanctum.so|solana|lst liquid staking
BlazeStake|stake.solblaze.org|solana|bsol liquid staking
Tonstakers|tonstakers.com|ton|tston liquid staking
Haedal|haedal.xyz|sui|hasui liquid staking
Amnis|stake.amnis.finance|aptos|amapt liquid staking
StakeStone|app.stakestone.io|eth manta bsc|stone liquid staking
Babylon|btcstaking.babylonlabs.io|btc|bitcoin staking
Lombard|www.lombard.finance|eth base|lbtc bitcoin staking
Solv|app.solv.finance|eth bsc arb|solvbtc bitcoin
Symbiotic|app.symbiotic.fi|eth|restaking
Mellow|app.mellow.finance|eth|restaking vault
Bedrock|app.bedrock.technology|eth|unieth restaking
Stride|app.stride.zone|cosmos osmosis|liquid staking
Bifrost|app.bifrost.io|dot|liquid staking
`,
  yield: `
Pendle|app.pendle.finance|eth arb bsc mantle base sonic|yield trading
Yearn|yearn.fi|eth arb matic op base|vault
Beefy|app.beefy.com|bsc matic arb op avax base linea|autocompound vault
Convex|www.convexfinance.com|eth arb|crv boost
Aura|app.aura.finance|eth arb base|bal boost
Harvest|app.harvest.finance|eth matic arb base|vault
Yield Yak|yieldyak.com|avax arb|autocompound
Gearbox|app.gearbox.fi|eth arb op|leverage
Alpaca Finance|app.alpacafinance.org|bsc|leveraged yield
`,
  stable: `
Sky|app.sky.money|eth|usds dai savings
Ethena|app.ethena.fi|eth|usde synthetic dollar
Frax|app.frax.finance|eth|frax stablecoin
Ondo Finance|app.ondo.finance|eth matic solana|rwa treasuries
Centrifuge|app.centrifuge.io|eth base|rwa credit
Usual|usual.money|eth|usd0 stablecoin
Angle|app.angle.money|eth arb|eura stablecoin
`,
  bridge: `
Stargate|stargate.finance|eth bsc avax matic arb op base linea mantle|layerzero bridge
Across|app.across.to|eth arb op base matic zks linea blast scroll|intent bridge
Jumper|jumper.exchange|eth bsc arb op matic base avax zks linea solana|bridge aggregator
Portal|portalbridge.com|eth solana bsc matic avax sui aptos|wormhole bridge
deBridge|app.debridge.finance|eth bsc solana arb matic base op avax|bridge
Synapse|synapseprotocol.com|eth bsc arb avax op matic ftm base blast|bridge
Orbiter Finance|www.orbiter.finance|eth arb op zks linea base scroll blast|rollup bridge
Hop|app.hop.exchange|eth arb op matic gnosis|rollup bridge
cBridge|cbridge.celer.network|eth bsc arb matic avax op ftm|celer bridge
Symbiosis|app.symbiosis.finance|eth bsc trx matic arb ton|cross-chain swap
Allbridge|core.allbridge.io|eth bsc trx solana matic avax|stablecoin bridge
Relay|relay.link|eth base arb op zks|intent bridge
Bungee|www.bungee.exchange|eth arb op base matic bsc|bridge aggregator
Rhino.fi|app.rhino.fi|eth arb zks linea base trx|bridge
Layerswap|layerswap.io|eth arb op zks base linea solana|exchange bridge
Owlto|owlto.finance|eth arb op zks linea base scroll|rollup bridge
Meson|meson.fi|eth bsc arb op matic|stablecoin bridge
Mayan|swap.mayan.finance|solana eth arb base bsc|cross-chain swap
Squid|app.squidrouter.com|eth arb base cosmos osmosis|axelar bridge
Rubic|app.rubic.exchange|eth bsc trx matic arb|bridge aggregator
XY Finance|app.xy.finance|eth bsc arb matic linea|bridge aggregator
Router Nitro|app.routernitro.com|eth bsc arb matic avax|bridge
Gas.zip|www.gas.zip|eth arb op base bsc zks|gas refuel
Arbitrum Bridge|bridge.arbitrum.io|eth arb|official bridge
Superbridge|superbridge.app|eth op base mode|official bridge
zkSync Portal|portal.zksync.io|eth zks|official bridge
Polygon Portal|portal.polygon.technology|eth matic|official bridge
Linea Bridge|bridge.linea.build|eth linea|official bridge
opBNB Bridge|opbnb-bridge.bnbchain.org|bsc opbnb|official bridge
TON Bridge|bridge.ton.org|ton eth bsc|official bridge
`,
  nft: `
OpenSea|opensea.io|eth matic arb op base avax blast|marketplace
Magic Eden|magiceden.io|solana eth btc matic base arb|marketplace ordinals
Blur|blur.io|eth blast|marketplace
Tensor|www.tensor.trade|solana|marketplace
Element|element.market|eth bsc matic arb base linea|marketplace
APENFT|apenft.io|trx eth|marketplace
Rarible|rarible.com|eth matic base|marketplace
LooksRare|looksrare.org|eth|marketplace
Zora|zora.co|base eth|mint
SuperRare|superrare.com|eth|art
Foundation|foundation.app|eth base|art
Manifold|manifold.xyz|eth base|creator mint
Highlight|highlight.xyz|eth base|generative mint
Sudoswap|sudoswap.xyz|eth|nft amm
UniSat|unisat.io|btc|ordinals inscription
Getgems|getgems.io|ton|marketplace
Fragment|fragment.com|ton|usernames
BlueMove|bluemove.net|sui aptos|marketplace
Treasure|app.treasure.lol|arb|marketplace games
NFTfi|app.nftfi.com|eth|nft loans
Gondi|app.gondi.xyz|eth|nft loans
Courtyard|courtyard.io|matic|collectibles
`,
  games: `
Axie Infinity|app.axieinfinity.com|eth|pets battle
The Sandbox|www.sandbox.game|eth matic|metaverse land
Decentraland|decentraland.org|eth matic|metaverse
Pixels|www.pixels.xyz|eth|farming
Gods Unchained|godsunchained.com|eth|card game
Alien Worlds|alienworlds.io|wax eth bsc|mining metaverse
Splinterlands|splinterlands.com|wax eth|card game
Sunflower Land|sunflower-land.com|matic base|farming
Farmers World|farmersworld.io|wax|farming
Big Time|bigtime.gg|eth|rpg
Illuvium|illuvium.io|eth|rpg
DeFi Kingdoms|game.defikingdoms.com|avax|rpg
Aavegotchi|app.aavegotchi.com|base matic|pets
Parallel|parallel.life|eth base|card game
Star Atlas|play.staratlas.com|solana|space strategy
Sorare|sorare.com|eth|fantasy football
Upland|www.upland.me|eos|property
Pegaxy|play.pegaxy.io|matic|racing
MOBOX|www.mobox.io|bsc|momo
Heroes of Mavia|www.mavia.com|base eth|strategy
Shrapnel|www.shrapnel.com|avax|shooter
Catizen|catizen.ai|ton|cats
Xterio|xterio.com|bsc eth opbnb|games platform
Bomb Crypto|bombcrypto.io|bsc matic|bomber
Thetan Arena|thetanarena.com|bsc|moba
CryptoKitties|www.cryptokitties.co|eth|collectible cats
Guild of Guardians|guildofguardians.com|eth|rpg
My Neighbor Alice|myneighboralice.com|eth|farming
Nifty Island|niftyisland.com|eth|islands
`,
  social: `
Galxe|app.galxe.com|eth bsc matic arb op base|quests credentials
Farcaster|farcaster.xyz|op base|social
Hey|hey.xyz|matic|lens social
Snapshot|snapshot.box|eth arb op base bsc|governance voting
Tally|www.tally.xyz|eth arb op|governance
Guild|guild.xyz|eth base arb|community roles
Layer3|app.layer3.xyz|eth base arb op|quests
Zealy|zealy.io|eth|community quests
TaskOn|taskon.xyz|eth bsc|quests
Push Protocol|app.push.org|eth matic bsc|notifications
Giveth|giveth.io|eth gnosis op matic|donations
`,
  tools: `
Revoke.cash|revoke.cash|eth bsc matic arb op avax base linea zks ftm|approvals security
Safe|app.safe.global|eth bsc matic arb op base gnosis avax zks linea|multisig
DeBank|debank.com|eth bsc matic arb op base|portfolio
DefiLlama|defillama.com|eth bsc trx solana|analytics tvl
Etherscan|etherscan.io|eth|explorer
BscScan|bscscan.com|bsc|explorer
Tronscan|tronscan.org|trx|explorer
Solscan|solscan.io|solana|explorer
ENS|app.ens.domains|eth|names
SPACE ID|space.id|bsc arb eth|names
Unstoppable Domains|unstoppabledomains.com|eth matic|names
SNS|sns.id|solana|names
TON DNS|dns.ton.org|ton|names
GoPlus Security|gopluslabs.io|eth bsc trx solana|token security
De.Fi Scanner|de.fi/scanner|eth bsc matic|audit scanner
Token Sniffer|tokensniffer.com|eth bsc|scam detection
Zapper|zapper.xyz|eth matic arb op base|portfolio
Zerion|app.zerion.io|eth base arb op matic|portfolio
Dune|dune.com|eth bsc solana|analytics
Nansen|app.nansen.ai|eth|analytics
Arkham|intel.arkm.com|eth bsc trx|intelligence
Bubblemaps|app.bubblemaps.io|eth bsc solana|holders
DexScreener|dexscreener.com|eth bsc solana base|charts
DEXTools|www.dextools.io|eth bsc|charts
GeckoTerminal|www.geckoterminal.com|eth bsc solana|charts
Birdeye|birdeye.so|solana|charts
Step Finance|app.step.finance|solana|portfolio
L2BEAT|l2beat.com|eth arb op base zks|rollup analytics
Ultra Sound Money|ultrasound.money|eth|burn tracker
Chainlist|chainlist.org|eth bsc matic arb|rpc networks
Disperse|disperse.app|eth bsc matic arb op|batch send
Sablier|app.sablier.com|eth arb op base matic bsc|streaming vesting
Superfluid|app.superfluid.finance|eth matic op arb base gnosis|streaming payments
Request Finance|app.request.finance|eth matic bsc|invoices
TronSave|tronsave.io|trx|energy rental
Arbiscan|arbiscan.io|arb|explorer
PolygonScan|polygonscan.com|matic|explorer
BaseScan|basescan.org|base|explorer
mempool.space|mempool.space|btc|explorer fees
Blockchair|blockchair.com|btc doge ltc bch eth|explorer
Subscan|www.subscan.io|dot ksm|explorer
Polkadot.js Apps|polkadot.js.org/apps|dot ksm|wallet console
Bloks|bloks.io|eos|explorer
EOS Authority|eosauthority.com|eos wax|explorer
Tonviewer|tonviewer.com|ton|explorer
SuiVision|suivision.xyz|sui|explorer
Aptos Explorer|explorer.aptoslabs.com|aptos|explorer
NEAR Blocks|nearblocks.io|near|explorer
Mintscan|www.mintscan.io|cosmos osmosis|explorer staking
OKLink|www.oklink.com|eth bsc trx matic|explorer
Blockscout|blockscout.com|eth gnosis op base|explorer
Snowtrace|snowtrace.io|avax|explorer
Lineascan|lineascan.build|linea|explorer
Optimistic Etherscan|optimistic.etherscan.io|op|explorer
zkSync Explorer|explorer.zksync.io|zks|explorer
Scrollscan|scrollscan.com|scroll|explorer
Blastscan|blastscan.io|blast|explorer
opBNBScan|opbnb.bscscan.com|opbnb|explorer
`,
  launchpad: `
Pump.fun|pump.fun|solana|memecoin launch
Four.meme|four.meme|bsc|memecoin launch
SunPump|sunpump.meme|trx|memecoin launch
PinkSale|www.pinksale.finance|bsc eth matic arb base solana|presale
Virtuals|app.virtuals.io|base|ai agents
Clanker|www.clanker.world|base|token launch
Fjord Foundry|app.fjordfoundry.com|eth arb base|lbp
Polkastarter|polkastarter.com|eth bsc matic|ido
DAO Maker|daomaker.com|eth bsc|ido
Seedify|launchpad.seedify.fund|bsc eth|ido
Team Finance|www.team.finance|eth bsc matic|token lock
UNCX|app.uncx.network|eth bsc|liquidity lock
`,
  prediction: `
Polymarket|polymarket.com|matic|prediction markets
Limitless|limitless.exchange|base|prediction markets
Overtime|overtimemarkets.xyz|op arb base|sports markets
`,
};
