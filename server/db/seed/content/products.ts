/**
 * Demo content: product categories, products, application areas, industry items,
 * product applications and solutions of Maple River Controls (枫河控制阀).
 * All copy is original and the company, plants and customers are fictional.
 */
import type {
  Picture,
  SeedApplicationArea,
  SeedItem,
  SeedProduct,
  SeedProductCategory,
  Text,
} from '../types.js';
import { CATE } from '../../../../contract/constants.js';

/** A bilingual text. */
const t = (zh: string, en: string): Text => ({ zh, en });

/** A specification value; numbers and standards read the same in both languages. */
const v = (zh: string, en: string = zh): Text => ({ zh, en });

/** A generated picture; the label is printed on the name plate. */
const pic = (scene: Picture['scene'], label?: string): Picture => (label ? { scene, label } : { scene });

/** Specification row names. */
const N = {
  size: t('公称通径', 'Nominal size'),
  rating: t('压力等级', 'Pressure rating'),
  body: t('阀体材料', 'Body material'),
  trim: t('内件材料', 'Trim material'),
  leak: t('泄漏等级', 'Seat leakage'),
  char: t('流量特性', 'Flow characteristic'),
  temp: t('工作温度', 'Operating temperature'),
  ends: t('连接方式', 'End connection'),
  cv: t('额定流量系数 Cv', 'Rated Cv'),
  act: t('配套执行机构', 'Actuator'),
  range: t('可调比', 'Rangeability'),
  bonnet: t('上阀盖形式', 'Bonnet'),
  seat: t('阀座形式', 'Seat design'),
  standard: t('设计标准', 'Design standard'),
  setp: t('整定压力范围', 'Set pressure range'),
  thrust: t('输出推力', 'Output thrust'),
  torque: t('输出扭矩', 'Output torque'),
  stroke: t('行程', 'Stroke'),
  air: t('气源压力', 'Supply pressure'),
  power: t('电源', 'Power supply'),
  signal: t('控制信号', 'Control signal'),
  comm: t('通信协议', 'Communication'),
  speed: t('全行程时间', 'Full-stroke time'),
  enclosure: t('防护与防爆', 'Enclosure & hazardous area'),
  ambient: t('环境温度', 'Ambient temperature'),
  accuracy: t('控制精度', 'Control accuracy'),
  failsafe: t('故障安全位置', 'Fail-safe action'),
  mounting: t('安装接口', 'Mounting'),
  output: t('输出', 'Output'),
  noise: t('噪声控制', 'Noise control'),
};

/** Common specification values. */
const FLANGED = t('法兰（RF / RTJ）、对焊', 'Flanged RF / RTJ, butt-weld');
const FLANGED_SW = t('法兰（RF / RTJ）、对焊、承插焊', 'Flanged RF / RTJ, butt-weld, socket-weld');
const WAFER_LUG = t('对夹式、凸耳式、双法兰', 'Wafer, lug, double-flanged');
const EXPLOSION = t(
  'IP67，隔爆型 Ex d IIC T6 / 本安型 Ex ia IIC T4',
  'IP67; flameproof Ex d IIC T6 or intrinsically safe Ex ia IIC T4',
);

/** A product datasheet. */
const datasheet = (no: string): { name: Text; summary: Text } => ({
  name: t(`${no} 产品样本`, `${no} Product Datasheet`),
  summary: t(
    '规格参数、尺寸重量、材料组合与订货代码。',
    'Ratings, dimensions and weights, material options and ordering code.',
  ),
});

/** An installation, operation and maintenance manual. */
const iom = (no: string): { name: Text; summary: Text } => ({
  name: t(`${no} 安装、操作与维护手册`, `${no} Installation, Operation & Maintenance Manual`),
  summary: t(
    '安装要求、调试步骤、拆装顺序与备件清单。',
    'Installation requirements, commissioning steps, disassembly sequence and spare parts list.',
  ),
});

/** A sizing and selection guide. */
const sizing = (no: string): { name: Text; summary: Text } => ({
  name: t(`${no} 选型计算指南`, `${no} Sizing & Selection Guide`),
  summary: t(
    'Cv 曲线、压降限制与噪声预估方法。',
    'Cv curves, pressure-drop limits and noise prediction method.',
  ),
});

// ---------------------------------------------------------------------------
// Product categories
// ---------------------------------------------------------------------------

export const productCategories: SeedProductCategory[] = [
  // 43 Globe control valves -------------------------------------------------
  {
    id: 43,
    parent_id: CATE.productRoot,
    cate_name: t('直行程调节阀', 'Globe Control Valves'),
    summary: t(
      '以单座、套筒、三通和角形结构覆盖从微小流量到大口径高压差的线性调节工况，是枫河产品体系中应用最广的系列。',
      'Single-seat, cage-guided, three-way and angle designs covering linear throttling duties from micro-flow to large, high-ΔP lines — the most widely installed family in our range.',
    ),
    content: t(
      '<p>直行程调节阀以阀芯沿轴线移动改变流通面积，具有调节精度高、特性曲线稳定、内件易于更换的特点。枫河直行程阀体按 ASME B16.34 设计，压力等级覆盖 150# 至 2500#。</p><ul><li><strong>单座阀</strong>：结构简单，关断严密，适合中小口径和清洁介质。</li><li><strong>套筒阀</strong>：压力平衡设计，所需推力小，适合大口径和高压差。</li><li><strong>三通阀与角形阀</strong>：分别用于合流/分流和闪蒸、含颗粒介质。</li></ul><p>所有阀门出厂前均完成壳体强度、阀座泄漏与行程特性测试，并附带完整的材料追溯文件。</p>',
      '<p>Globe control valves throttle by moving a plug along the valve axis. They offer precise control, a stable inherent characteristic and trim that is easy to replace in the field. Our globe bodies are designed to ASME B16.34 in classes 150# to 2500#.</p><ul><li><strong>Single-seat valves</strong>: simple construction and tight shutoff for small and mid sizes in clean service.</li><li><strong>Cage-guided valves</strong>: pressure-balanced trim that needs less actuator thrust in large sizes and at high ΔP.</li><li><strong>Three-way and angle valves</strong>: for mixing or diverting, and for flashing or particle-laden fluids.</li></ul><p>Every valve passes shell, seat-leakage and stroke-characteristic tests before shipment and is supplied with full material traceability.</p>',
    ),
    image: pic('globe-valve', 'MR-GV'),
  },
  {
    id: 201,
    parent_id: 43,
    cate_name: t('单座调节阀', 'Single-Seat Globe Valves'),
    summary: t(
      '顶导向单座结构，关断等级可达 VI 级，适合中小口径、清洁或微含杂质的流体调节。',
      'Top-guided single-seat valves with shutoff up to Class VI for small and mid-size lines in clean or lightly contaminated service.',
    ),
    content: t(
      '<p>单座阀仅有一个密封面，阀芯由重载导向套支撑，在低流量和高压差下依然保持稳定。可选金属密封或软密封阀座。</p><ul><li>波纹管密封上阀盖，适用于有毒、贵重介质</li><li>微小流量内件，Cv 最低 0.001</li><li>快开、线性、等百分比特性可选</li></ul>',
      '<p>Single-seat valves have one sealing surface and a heavily guided plug that stays stable at low flow and high differential pressure. Metal or soft seats are available.</p><ul><li>Bellows-sealed bonnets for toxic or valuable fluids</li><li>Micro-flow trim down to Cv 0.001</li><li>Quick-opening, linear or equal-percentage characteristics</li></ul>',
    ),
    image: pic('globe-valve', 'SINGLE SEAT'),
  },
  {
    id: 202,
    parent_id: 43,
    cate_name: t('套筒调节阀', 'Cage-Guided Globe Valves'),
    summary: t(
      '套筒导向、压力平衡阀芯，执行机构推力需求低，适合大流量、高压差和频繁调节工况。',
      'Cage-guided, pressure-balanced plugs that reduce actuator thrust for high flow, high ΔP and continuous modulation.',
    ),
    content: t(
      '<p>套筒既是阀芯的导向件，也是决定流量特性的节流元件。通过更换不同开孔形式的套筒，同一阀体即可改变 Cv 和特性曲线，备件通用性好。</p><p>平衡式阀芯采用石墨或 PTFE 平衡密封环，标准泄漏等级 IV 级，采用专用高温平衡环时可达 V 级。</p>',
      '<p>The cage guides the plug and also shapes the flow characteristic. Changing the cage changes Cv and characteristic without replacing the body, which keeps spare inventories small.</p><p>Balanced plugs use graphite or PTFE balance seals. Standard shutoff is Class IV; Class V is available with our high-temperature balance seal.</p>',
    ),
    image: pic('globe-valve', 'CAGE'),
  },
  {
    id: 203,
    parent_id: 43,
    cate_name: t('三通调节阀', 'Three-Way Control Valves'),
    summary: t(
      '合流型与分流型三通阀，以一台阀门完成两路介质的比例混合或分配，常用于换热器旁路和温度控制。',
      'Mixing and diverting three-way valves that blend or split two streams with one valve — typical for heat-exchanger bypass and temperature control.',
    ),
    content: t(
      '<p>三通阀可替代两台两通阀加三通管件的组合，减少安装空间和控制回路数量。</p><ul><li><strong>合流型</strong>：两路入口、一路出口，用于冷热介质混合。</li><li><strong>分流型</strong>：一路入口、两路出口，用于换热器旁路分配。</li></ul><p>阀芯采用上下双导向，在介质温差大、热冲击频繁时仍能保持稳定行程。</p>',
      '<p>A three-way valve replaces two two-way valves and a tee, saving space and one control loop.</p><ul><li><strong>Mixing</strong>: two inlets, one outlet, for blending hot and cold streams.</li><li><strong>Diverting</strong>: one inlet, two outlets, for heat-exchanger bypass.</li></ul><p>Top-and-bottom plug guiding keeps the stroke stable under large temperature differences and repeated thermal shock.</p>',
    ),
    image: pic('globe-valve', '3-WAY'),
  },
  {
    id: 204,
    parent_id: 43,
    cate_name: t('角形调节阀', 'Angle Control Valves'),
    summary: t(
      '直角流道使闪蒸与固体颗粒直接排入下游，减轻阀体冲刷，适用于高压分离器液位、焦化和含砂介质。',
      'A right-angle flow path discharges flashing fluid and solids straight downstream, protecting the body in separator level, coker and sand-laden service.',
    ),
    content: t(
      '<p>角形阀采用侧进底出的流向，节流后高速流体不冲击阀体内壁，出口可配置耐磨衬管或扩径出口。</p><ul><li>碳化钨、司太立合金或陶瓷内件</li><li>高压等级可达 2500#</li><li>便于在紧凑管线中布置</li></ul>',
      '<p>Angle valves flow side-in, bottom-out, so high-velocity fluid leaving the trim does not strike the body wall. Outlets can be fitted with wear liners or an expanded bore.</p><ul><li>Tungsten carbide, Stellite or ceramic trim</li><li>Ratings up to Class 2500</li><li>Easy to fit in compact piping layouts</li></ul>',
    ),
    image: pic('globe-valve', 'ANGLE'),
  },

  // 44 Butterfly valves ---------------------------------------------------
  {
    id: 44,
    parent_id: CATE.productRoot,
    cate_name: t('蝶阀', 'Butterfly Valves'),
    summary: t(
      '双偏心高性能蝶阀、三偏心金属密封蝶阀与衬里蝶阀，以紧凑结构和低成本实现大口径调节与切断。',
      'High-performance double-offset, triple-offset metal-seated and lined butterfly valves for compact, economical control and isolation in large lines.',
    ),
    content: t(
      '<p>在 DN150 以上的大口径管线中，蝶阀的重量和安装长度远小于直行程阀，是循环水、烟气、空气和大流量工艺介质的首选。</p><ul><li><strong>双偏心</strong>：软密封或金属密封，兼顾调节与切断。</li><li><strong>三偏心</strong>：金属对金属零泄漏，耐高温、耐磨损。</li><li><strong>衬里蝶阀</strong>：PTFE 或橡胶衬里，用于腐蚀性介质和水务。</li></ul>',
      '<p>Above DN150 a butterfly valve weighs far less and is much shorter than a globe valve, which makes it the first choice for cooling water, flue gas, air and large process streams.</p><ul><li><strong>Double-offset</strong>: soft or metal seats, for control and shutoff.</li><li><strong>Triple-offset</strong>: metal-to-metal bubble-tight shutoff at high temperature and in abrasive service.</li><li><strong>Lined</strong>: PTFE or elastomer linings for corrosive media and water.</li></ul>',
    ),
    image: pic('butterfly-valve', 'MR-BF'),
  },
  {
    id: 205,
    parent_id: 44,
    cate_name: t('双偏心高性能蝶阀', 'High-Performance Double-Offset Butterfly Valves'),
    summary: t(
      '阀杆与阀板双重偏心，开启后密封面迅速脱离，磨损小、扭矩低，可用于调节和切断。',
      'Offset shaft and disc lift the seal off the seat as soon as the valve opens, reducing wear and torque for both control and isolation.',
    ),
    content: t(
      '<p>双偏心结构使阀板仅在最后几度行程内与阀座接触，延长密封寿命并降低执行机构扭矩需求。</p><ul><li>RTFE、PEEK 或金属阀座</li><li>API 607 防火认证结构可选</li><li>有效调节范围 20°–70°</li></ul>',
      '<p>With a double offset the disc only touches the seat in the last few degrees of travel, which extends seal life and lowers actuator torque.</p><ul><li>RTFE, PEEK or metal seats</li><li>Fire-tested design to API 607 available</li><li>Effective control range 20°–70°</li></ul>',
    ),
    image: pic('butterfly-valve', 'DOUBLE OFFSET'),
  },
  {
    id: 206,
    parent_id: 44,
    cate_name: t('三偏心金属密封蝶阀', 'Triple-Offset Metal-Seated Butterfly Valves'),
    summary: t(
      '锥形密封面加第三偏心，实现无摩擦启闭和金属零泄漏，适用于高温蒸汽、热油和双向切断。',
      'A conical seat plus a third offset give friction-free operation and zero-leakage metal sealing for hot steam, thermal oil and bidirectional isolation.',
    ),
    content: t(
      '<p>三偏心蝶阀的密封副为斜锥面，关闭时依靠扭矩实现密封，不依赖弹性元件，温度上限可达 650 °C。</p><p>层叠式或整体式密封环可选，双向承压，满足 API 598 零泄漏和 ANSI/FCI 70-2 VI 级要求。</p>',
      '<p>The sealing pair of a triple-offset valve is an inclined cone. Sealing is torque-seated and does not rely on elastic parts, so the valve works up to 650 °C.</p><p>Laminated or solid seal rings are available, with bidirectional pressure capability and zero leakage to API 598 and ANSI/FCI 70-2 Class VI.</p>',
    ),
    image: pic('butterfly-valve', 'TRIPLE OFFSET'),
  },
  {
    id: 207,
    parent_id: 44,
    cate_name: t('衬里与中线蝶阀', 'Lined & Concentric Butterfly Valves'),
    summary: t(
      '中线结构配 PTFE 或橡胶衬里，介质不接触阀体，适合酸碱、海水和市政给排水。',
      'Concentric valves with PTFE or elastomer liners keep the fluid away from the body — for acids, caustics, seawater and municipal water.',
    ),
    content: t(
      '<p>衬里蝶阀以经济的价格提供可靠的耐腐蚀性能。阀板可选 PFA 包覆、双相钢或哈氏合金。</p><ul><li>EPDM、NBR、PTFE 衬里</li><li>饮用水卫生认证材料可选</li><li>DN50 至 DN2000</li></ul>',
      '<p>Lined butterfly valves give reliable corrosion resistance at an economical price. Discs are available PFA-encapsulated, in duplex steel or in Hastelloy.</p><ul><li>EPDM, NBR or PTFE liners</li><li>Drinking-water approved materials on request</li><li>DN50 to DN2000</li></ul>',
    ),
    image: pic('butterfly-valve', 'LINED'),
  },

  // 45 Ball valves --------------------------------------------------------
  {
    id: 45,
    parent_id: CATE.productRoot,
    cate_name: t('球阀', 'Ball Valves'),
    summary: t(
      'V 型调节球阀、固定球调节阀与金属密封球阀，兼具高可调比、大流通能力和可靠切断。',
      'V-port control balls, trunnion-mounted control valves and metal-seated ball valves combining high rangeability, high capacity and reliable shutoff.',
    ),
    content: t(
      '<p>球阀流道阻力小，在同等口径下 Cv 可达直行程阀的两到三倍；V 型切口带来的剪切作用使其特别适合纤维浆料和含颗粒介质。</p><ul><li>可调比最高 300:1</li><li>软密封与金属密封可选</li><li>配套齿轮齿条或拨叉式气动执行机构</li></ul>',
      '<p>Ball valves have an open flow path and, size for size, two to three times the Cv of a globe valve. The shearing action of a V-notch makes them especially suited to fibre stock and particle-laden fluids.</p><ul><li>Rangeability up to 300:1</li><li>Soft or metal seats</li><li>Rack-and-pinion or scotch-yoke pneumatic actuators</li></ul>',
    ),
    image: pic('ball-valve', 'MR-BV'),
  },
  {
    id: 208,
    parent_id: 45,
    cate_name: t('V 型调节球阀', 'V-Port Segmented Ball Valves'),
    summary: t(
      '偏心半球带 V 形切口，提供近似等百分比特性和剪切关断，用于浆料、黏稠液和一般工艺调节。',
      'An eccentric segmented ball with a V-notch gives a near equal-percentage characteristic and shearing shutoff for stock, viscous liquids and general process control.',
    ),
    content: t(
      '<p>V 型球阀的阀芯在开启过程中逐步扩大 V 形开口，小开度下依然保持良好的分辨率。球面与阀座相对运动产生剪切，可切断纤维和结晶。</p><p>可选 15°、30°、60°、90° V 口以匹配不同 Cv 需求。</p>',
      '<p>As a V-port ball opens, the notch widens progressively, giving good resolution even at small openings. Relative motion between ball and seat shears fibres and crystals.</p><p>15°, 30°, 60° and 90° notches are available to match the required Cv.</p>',
    ),
    image: pic('ball-valve', 'V-PORT'),
  },
  {
    id: 209,
    parent_id: 45,
    cate_name: t('固定球调节阀', 'Trunnion-Mounted Control Ball Valves'),
    summary: t(
      '上下轴支撑的固定球结构，适合大口径、高压管道的流量调节和紧急切断。',
      'Trunnion-supported balls for flow control and emergency shutdown in large, high-pressure pipelines.',
    ),
    content: t(
      '<p>固定球结构由上下轴承承担介质力，操作扭矩不随压差大幅增加，DN600 以上仍可采用标准执行机构。</p><ul><li>双截断与泄放（DBB）功能</li><li>全通径设计，可通过清管器</li><li>API 6D 与 API 6FA 防火设计</li></ul>',
      '<p>In a trunnion valve the bearings carry the line load, so operating torque rises little with pressure and standard actuators still suffice above DN600.</p><ul><li>Double block-and-bleed (DBB) capability</li><li>Full-bore, piggable design</li><li>Designed to API 6D, fire-tested to API 6FA</li></ul>',
    ),
    image: pic('ball-valve', 'TRUNNION'),
  },
  {
    id: 210,
    parent_id: 45,
    cate_name: t('金属密封球阀', 'Metal-Seated Ball Valves'),
    summary: t(
      '球体与阀座经硬质涂层处理，耐高温、耐冲刷，用于煤气化、多晶硅、锁斗和催化剂输送等严苛工况。',
      'Hard-coated balls and seats resist heat and erosion in coal gasification, polysilicon, lock-hopper and catalyst-handling service.',
    ),
    content: t(
      '<p>金属密封球阀采用超音速火焰喷涂碳化钨或碳化铬涂层，硬度可达 HRC 68 以上，球体与阀座配对研磨。</p><ul><li>工作温度最高 600 °C</li><li>高频次开关，设计寿命 10 万次循环</li><li>弹簧预紧阀座，低压下同样严密</li></ul>',
      '<p>Balls and seats carry HVOF-sprayed tungsten or chromium carbide coatings above HRC 68 and are lapped as matched pairs.</p><ul><li>Service temperatures up to 600 °C</li><li>Designed for 100,000 cycles in high-frequency switching</li><li>Spring-loaded seats that also seal at low pressure</li></ul>',
    ),
    image: pic('ball-valve', 'METAL SEAT'),
  },

  // 46 Gate & plug valves -------------------------------------------------
  {
    id: 46,
    parent_id: CATE.productRoot,
    cate_name: t('闸阀与旋塞阀', 'Gate & Plug Valves'),
    summary: t(
      '平行闸板阀、楔式闸阀、刀闸阀与偏心旋转阀，覆盖电站蒸汽隔离、浆料切断和含颗粒介质调节。',
      'Parallel-slide and wedge gate valves, knife gate valves and eccentric rotary plug valves for steam isolation, slurry shutoff and control of particle-laden fluids.',
    ),
    content: t(
      '<p>本系列以切断和耐磨为核心，兼顾部分调节功能。</p><ul><li><strong>闸阀</strong>：全通径、低阻力，用于主蒸汽和给水隔离。</li><li><strong>偏心旋转阀</strong>：旋转阀芯自对中，适合含颗粒介质和高黏度流体调节。</li><li><strong>刀闸阀</strong>：刃形闸板切断纤维与矿浆。</li></ul>',
      '<p>This family is built around isolation and wear resistance, with some designs also suited to throttling.</p><ul><li><strong>Gate valves</strong>: full bore and low resistance for main-steam and feedwater isolation.</li><li><strong>Eccentric rotary plug valves</strong>: a self-centring rotary plug for solids-bearing and viscous fluids.</li><li><strong>Knife gate valves</strong>: a sharpened gate that cuts through fibre and slurry.</li></ul>',
    ),
    image: pic('gate-valve', 'MR-GT'),
  },
  {
    id: 211,
    parent_id: 46,
    cate_name: t('闸阀', 'Gate Valves'),
    summary: t(
      '平行双闸板与柔性楔式闸阀，用于高温高压蒸汽、给水和工艺管线隔离。',
      'Parallel-slide and flexible-wedge gate valves for isolation on high-pressure steam, feedwater and process lines.',
    ),
    content: t(
      '<p>平行闸板阀依靠介质压力压紧阀座，不会因热胀冷缩卡阻；柔性楔式闸阀适合一般工艺管线。</p><ul><li>自密封阀盖，压力等级最高 2500#</li><li>F91、F92 高温合金可选</li><li>配套电动多回转执行机构</li></ul>',
      '<p>Parallel-slide gates are pressed onto the seat by line pressure and cannot bind on thermal cycling; flexible-wedge gates serve general process lines.</p><ul><li>Pressure-seal bonnets up to Class 2500</li><li>F91 and F92 high-temperature alloys</li><li>Multi-turn electric actuators</li></ul>',
    ),
    image: pic('gate-valve', 'GATE'),
  },
  {
    id: 212,
    parent_id: 46,
    cate_name: t('偏心旋转阀与旋塞阀', 'Eccentric Rotary Plug & Plug Valves'),
    summary: t(
      '偏心旋转阀芯兼具直行程阀的精度与旋转阀的流通能力，旋塞阀提供多通道切换。',
      'Eccentric rotary plugs combine globe-like precision with rotary capacity; sleeved plug valves provide multi-port switching.',
    ),
    content: t(
      '<p>偏心旋转阀的球面阀芯沿偏心轨迹旋转，开启时立即脱离阀座，关闭时自动对中，适用于含颗粒、易结焦或高黏度介质。</p><p>套筒式旋塞阀以 PTFE 套筒密封，无需注脂，可用于腐蚀性介质的切换。</p>',
      '<p>An eccentric rotary plug swings on an offset path: it leaves the seat as soon as it opens and self-centres on closing, which suits solids, coking and viscous fluids.</p><p>Sleeved plug valves seal on a PTFE sleeve, need no lubrication and handle switching of corrosive media.</p>',
    ),
    image: pic('plug-valve', 'ROTARY PLUG'),
  },
  {
    id: 213,
    parent_id: 46,
    cate_name: t('刀闸阀', 'Knife Gate Valves'),
    summary: t(
      '刃口闸板切断纤维、矿浆和粉料，适合制浆造纸、选矿和污水处理。',
      'A sharpened gate cuts through fibre, slurry and powder — for pulp and paper, mineral processing and wastewater.',
    ),
    content: t(
      '<p>刀闸阀结构短、重量轻，闸板在闭合时刮除阀座上的沉积物。</p><ul><li>单向或双向密封</li><li>聚氨酯或橡胶衬套，可现场更换</li><li>气缸、电动或手动操作</li></ul>',
      '<p>Knife gate valves are short and light, and the gate scrapes deposits off the seat as it closes.</p><ul><li>Unidirectional or bidirectional sealing</li><li>Field-replaceable polyurethane or elastomer sleeves</li><li>Pneumatic cylinder, electric or manual operation</li></ul>',
    ),
    image: pic('gate-valve', 'KNIFE GATE'),
  },

  // 47 Special-service valves ---------------------------------------------
  {
    id: 47,
    parent_id: CATE.productRoot,
    cate_name: t('特殊工况阀', 'Special-Service Valves'),
    summary: t(
      '针对深冷、空化、高噪声、高压差和蒸汽减温减压等严苛工况专门设计的阀门与内件。',
      'Valves and trims engineered for cryogenic, cavitating, high-noise, high-ΔP and steam-conditioning duties.',
    ),
    content: t(
      '<p>严苛工况阀门的失效往往源自空化、冲刷、振动和热应力。枫河工程团队基于 60 年的现场数据，为每台特殊阀门进行单独的工况核算。</p><ul><li>深冷阀：-196 °C，长颈阀盖</li><li>抗空化与低噪声：多级降压，噪声低于 85 dBA</li><li>高压差：单阀压降最高 35 MPa</li><li>减温减压：蒸汽温度与压力一体控制</li></ul>',
      '<p>Severe-service valves usually fail through cavitation, erosion, vibration or thermal stress. Our engineers size every special valve individually, drawing on 60 years of field data.</p><ul><li>Cryogenic: down to -196 °C with extended bonnets</li><li>Anti-cavitation and low-noise: multi-stage pressure reduction, below 85 dBA</li><li>High ΔP: up to 35 MPa across a single valve</li><li>Steam conditioning: pressure and temperature controlled in one unit</li></ul>',
    ),
    image: pic('control-valve-assembly', 'SEVERE SERVICE'),
  },
  {
    id: 214,
    parent_id: 47,
    cate_name: t('深冷阀', 'Cryogenic Valves'),
    summary: t(
      '长颈阀盖与深冷处理内件，用于液化天然气、液氮、液氧和乙烯装置。',
      'Extended bonnets and cryogenically treated trim for LNG, liquid nitrogen, liquid oxygen and ethylene units.',
    ),
    content: t(
      '<p>深冷阀的长颈阀盖使填料处于接近环境温度的区域，避免填料冻结和外漏。所有奥氏体不锈钢零件经 -196 °C 深冷处理以稳定尺寸。</p><ul><li>按 BS 6364 进行低温型式试验</li><li>冷箱用加长阀盖可定制</li><li>氧气工况脱脂清洗</li></ul>',
      '<p>An extended bonnet keeps the packing near ambient temperature so it cannot freeze or leak. All austenitic parts are cryogenically treated at -196 °C for dimensional stability.</p><ul><li>Cryogenic type testing to BS 6364</li><li>Custom bonnet extensions for cold boxes</li><li>Cleaned and degreased for oxygen service</li></ul>',
    ),
    image: pic('lng-terminal', 'CRYOGENIC'),
  },
  {
    id: 215,
    parent_id: 47,
    cate_name: t('抗空化与低噪声阀', 'Anti-Cavitation & Low-Noise Valves'),
    summary: t(
      '多级降压与多孔分流内件，抑制液体空化和气体噪声，保护管道和设备。',
      'Multi-stage and multi-hole trims that suppress liquid cavitation and gas noise, protecting the valve and the piping.',
    ),
    content: t(
      '<p>当液体压力降低至饱和蒸汽压以下再恢复时，气泡溃灭产生的微射流会迅速破坏内件。多级内件将总压降分配至多个节流级，使每一级的压力都高于饱和蒸汽压。</p><p>对于气体和蒸汽，多孔内件将射流分割成小尺度流束，把噪声频率推向人耳不敏感区并降低声功率。</p>',
      '<p>When liquid pressure dips below vapour pressure and then recovers, collapsing bubbles send micro-jets into the trim and destroy it quickly. Multi-stage trim splits the total drop over several stages so that pressure stays above vapour pressure at each one.</p><p>For gas and steam, multi-hole trim breaks the jet into small streams, shifting noise to frequencies the ear is less sensitive to and reducing sound power.</p>',
    ),
    image: pic('control-valve-assembly', 'LOW NOISE'),
  },
  {
    id: 216,
    parent_id: 47,
    cate_name: t('高压差严苛工况阀', 'High-ΔP Severe-Service Valves'),
    summary: t(
      '用于锅炉给水再循环、压缩机防喘振和高压分离器减压等高压差、快响应场合。',
      'For boiler feed pump recirculation, compressor anti-surge and high-pressure separator letdown — high ΔP and fast response.',
    ),
    content: t(
      '<p>这些阀门通常处于装置安全的关键位置：既要在正常工况下精确调节，又要在事故工况下快速动作并严密关断。</p><ul><li>迷宫盘片式内件，每级流速受控</li><li>全行程时间最快 1 s</li><li>阀座与调节面分离，延长关断寿命</li></ul>',
      '<p>These valves sit at safety-critical points: they must control precisely in normal operation, then move fast and shut tight in an upset.</p><ul><li>Labyrinth disk-stack trim with controlled velocity at each stage</li><li>Full stroke in as little as 1 s</li><li>Seating surface separated from throttling surface for lasting shutoff</li></ul>',
    ),
    image: pic('control-valve-assembly', 'HIGH DP'),
  },
  {
    id: 217,
    parent_id: 47,
    cate_name: t('减温减压装置', 'Steam Conditioning & Desuperheating'),
    summary: t(
      '在一台阀门或一套装置中同时完成蒸汽减压与减温，用于汽机旁路、供热和工艺蒸汽。',
      'Reduce steam pressure and temperature in a single valve or package — for turbine bypass, district heating and process steam.',
    ),
    content: t(
      '<p>蒸汽转换阀将减压节流和喷水减温集成于同一阀体，喷水在高速低压区雾化，蒸发距离短。独立式减温器适用于已有减压阀的改造项目。</p><ul><li>温度控制精度 ±3 °C</li><li>喷水可调比 50:1</li><li>配套液动或气动快速执行机构</li></ul>',
      '<p>A steam conditioning valve combines pressure reduction and spray-water desuperheating in one body; water is injected into the high-velocity, low-pressure zone and evaporates within a short distance. Stand-alone desuperheaters suit retrofits where a pressure-reducing valve already exists.</p><ul><li>Temperature control within ±3 °C</li><li>Spray-water turndown 50:1</li><li>Fast hydraulic or pneumatic actuation</li></ul>',
    ),
    image: pic('power-plant', 'STEAM'),
  },

  // 48 Check & safety valves ----------------------------------------------
  {
    id: 48,
    parent_id: CATE.productRoot,
    cate_name: t('止回阀与安全阀', 'Check & Safety Valves'),
    summary: t(
      '双瓣止回阀、旋启止回阀、轴流式止回阀和弹簧式/先导式安全阀，防止倒流并保护压力系统。',
      'Dual-plate, swing and axial nozzle check valves plus spring-loaded and pilot-operated relief valves that prevent backflow and protect pressure systems.',
    ),
    content: t(
      '<p>止回阀和安全阀是压力系统的最后一道防线。枫河产品按 API 594、API 6D 和 API 526 设计，每台安全阀都在蒸汽或空气试验台上整定并铅封。</p><ul><li>无撞击关闭，降低水锤</li><li>整定压力偏差 ±3%</li><li>可配阀位与泄漏监测</li></ul>',
      '<p>Check and relief valves are the last line of defence of a pressure system. Our products are designed to API 594, API 6D and API 526, and every relief valve is set and sealed on a steam or air test bench.</p><ul><li>Non-slam closure to limit water hammer</li><li>Set-pressure tolerance ±3%</li><li>Position and seat-leak monitoring available</li></ul>',
    ),
    image: pic('check-valve', 'MR-CK'),
  },
  {
    id: 218,
    parent_id: 48,
    cate_name: t('止回阀', 'Check Valves'),
    summary: t(
      '双瓣对夹、旋启式和轴流式止回阀，依据流速和关闭特性匹配泵与压缩机出口。',
      'Dual-plate wafer, swing and axial nozzle check valves, matched to pump and compressor outlets by velocity and closing behaviour.',
    ),
    content: t(
      '<p>止回阀选型的关键在于关闭速度与介质减速度的匹配。轴流式止回阀行程短、弹簧辅助关闭，可在倒流发生前关闭，几乎消除撞击。</p><ul><li>双瓣式：结构短、重量轻</li><li>旋启式：阻力低，适合低流速</li><li>轴流式：压缩机出口与长输管线</li></ul>',
      '<p>Check valve selection depends on matching closing speed to flow deceleration. Axial nozzle checks have a short, spring-assisted stroke and close before flow reverses, virtually eliminating slam.</p><ul><li>Dual-plate: short and light</li><li>Swing: low pressure loss at low velocities</li><li>Axial nozzle: compressor discharge and long pipelines</li></ul>',
    ),
    image: pic('check-valve', 'CHECK'),
  },
  {
    id: 219,
    parent_id: 48,
    cate_name: t('安全泄放阀', 'Safety Relief Valves'),
    summary: t(
      '弹簧式与先导式安全泄放阀，用于锅炉、压力容器和工艺管线超压保护。',
      'Spring-loaded and pilot-operated relief valves for overpressure protection of boilers, vessels and process lines.',
    ),
    content: t(
      '<p>弹簧式安全阀结构简单、可靠性高；先导式安全阀在接近整定压力时仍保持严密，适合操作压力与整定压力接近的工况。</p><p>所有安全阀提供整定报告、铭牌和铅封，并可提供在线校验服务。</p>',
      '<p>Spring-loaded relief valves are simple and dependable; pilot-operated valves stay tight close to set pressure and suit systems that operate near their set point.</p><p>Every relief valve ships with a set-pressure report, name plate and seal, and in-situ testing is available as a service.</p>',
    ),
    image: pic('globe-valve', 'RELIEF'),
  },

  // 49 Actuators -------------------------------------------------------------
  {
    id: 49,
    parent_id: CATE.productRoot,
    cate_name: t('执行机构', 'Actuators'),
    summary: t(
      '气动薄膜、气动活塞、齿轮齿条、拨叉式、电动和电液执行机构，为直行程和角行程阀门提供匹配的推力与扭矩。',
      'Pneumatic diaphragm, piston, rack-and-pinion, scotch-yoke, electric and electro-hydraulic actuators delivering the thrust and torque linear and rotary valves need.',
    ),
    content: t(
      '<p>执行机构决定了阀门的响应速度、定位精度和故障安全行为。枫河执行机构与阀门同厂设计、同台测试，连接件标准化，便于现场互换。</p><ul><li>气动：结构简单、故障安全可靠</li><li>电动：无气源场合，精度高</li><li>电液：大推力、快速动作</li></ul>',
      '<p>The actuator determines a valve’s speed of response, positioning accuracy and fail-safe behaviour. Our actuators are designed and tested together with our valves, and standardised mountings make them interchangeable in the field.</p><ul><li>Pneumatic: simple with dependable fail-safe action</li><li>Electric: precise where no instrument air is available</li><li>Electro-hydraulic: high force and fast stroking</li></ul>',
    ),
    image: pic('pneumatic-actuator', 'MR-PA'),
  },
  {
    id: 220,
    parent_id: 49,
    cate_name: t('气动薄膜执行机构', 'Pneumatic Diaphragm Actuators'),
    summary: t(
      '多弹簧薄膜执行机构，正作用与反作用可现场切换，是直行程调节阀最常用的配置。',
      'Multi-spring diaphragm actuators, field-reversible between air-to-open and air-to-close — the most common drive for globe valves.',
    ),
    content: t(
      '<p>薄膜执行机构没有滑动密封，摩擦小、滞环小，在调节工况下定位稳定。多弹簧结构降低了高度，便于在管廊中安装。</p><ul><li>有效面积 280–1600 cm²</li><li>弹簧范围多种可选</li><li>手轮与行程限位可选</li></ul>',
      '<p>Diaphragm actuators have no sliding seals, so friction and hysteresis are low and positioning is stable in throttling service. The multi-spring design keeps height low for pipe-rack installation.</p><ul><li>Effective areas 280–1,600 cm²</li><li>Multiple spring ranges</li><li>Handwheels and travel stops available</li></ul>',
    ),
    image: pic('pneumatic-actuator', 'DIAPHRAGM'),
  },
  {
    id: 221,
    parent_id: 49,
    cate_name: t('气动活塞与角行程执行机构', 'Pneumatic Piston & Rotary Actuators'),
    summary: t(
      '活塞式直行程执行机构、齿轮齿条和拨叉式角行程执行机构，提供高推力与大扭矩。',
      'Linear piston actuators plus rack-and-pinion and scotch-yoke rotary actuators for high thrust and torque.',
    ),
    content: t(
      '<p>活塞执行机构可使用更高气源压力，在同等尺寸下输出更大推力；拨叉式执行机构的扭矩曲线两端高、中间低，与球阀和蝶阀的扭矩需求匹配。</p><p>所有型号均提供弹簧复位和双作用两种形式。</p>',
      '<p>Piston actuators accept higher supply pressures and deliver more thrust for their size. Scotch-yoke actuators produce a torque curve that is high at the ends and lower mid-stroke, matching the demand of ball and butterfly valves.</p><p>Every model comes in spring-return and double-acting versions.</p>',
    ),
    image: pic('pneumatic-actuator', 'ROTARY'),
  },
  {
    id: 222,
    parent_id: 49,
    cate_name: t('电动执行机构', 'Electric Actuators'),
    summary: t(
      '直行程、角行程和多回转电动执行机构，内置控制单元，支持 4–20 mA、HART 和现场总线。',
      'Linear, part-turn and multi-turn electric actuators with integral controls and 4–20 mA, HART or fieldbus interfaces.',
    ),
    content: t(
      '<p>电动执行机构适用于无仪表气源或远距离分散布置的场合。非侵入式设定，无需开盖即可完成调试。</p><ul><li>调节精度 0.25%</li><li>断电保位或备用电源复位</li><li>运行数据记录与诊断</li></ul>',
      '<p>Electric actuators suit sites without instrument air or with widely dispersed valves. Non-intrusive set-up means commissioning without opening the cover.</p><ul><li>Positioning accuracy 0.25%</li><li>Stay-put on power loss or fail-safe by back-up supply</li><li>Operating data logging and diagnostics</li></ul>',
    ),
    image: pic('electric-actuator', 'MR-EA'),
  },
  {
    id: 223,
    parent_id: 49,
    cate_name: t('电液执行机构', 'Electro-Hydraulic Actuators'),
    summary: t(
      '自带油源的电液执行机构，推力大、速度快、刚度高，用于汽机旁路、给水和防喘振阀。',
      'Self-contained electro-hydraulic actuators with high thrust, speed and stiffness for turbine bypass, feedwater and anti-surge valves.',
    ),
    content: t(
      '<p>电液执行机构集成电机泵、蓄能器和伺服阀，只需电源与控制信号即可运行，避免了集中油站的管路布置。</p><ul><li>推力最高 500 kN</li><li>快关时间小于 1 s</li><li>蓄能器保证失电安全动作</li></ul>',
      '<p>Our electro-hydraulic actuators integrate a motor-pump, accumulator and servo valve, needing only power and a control signal — no central hydraulic unit or long oil lines.</p><ul><li>Thrust up to 500 kN</li><li>Fast closing in under 1 s</li><li>Accumulator-backed fail-safe action on power loss</li></ul>',
    ),
    image: pic('electric-actuator', 'MR-EH'),
  },

  // 50 Positioners & accessories ------------------------------------------
  {
    id: 50,
    parent_id: CATE.productRoot,
    cate_name: t('定位器与附件', 'Positioners & Accessories'),
    summary: t(
      '智能阀门定位器、放大器、电磁阀、限位开关和阀门监测系统，完善调节阀的控制与诊断功能。',
      'Digital valve positioners, boosters, solenoid valves, limit switches and valve monitoring that complete a control valve’s control and diagnostic functions.',
    ),
    content: t(
      '<p>一台调节阀的控制品质，很大程度上取决于定位器和气路附件的配置。枫河提供从单一附件到整套阀门组件的配套和测试服务。</p><ul><li>智能定位器：HART、FF、PROFIBUS PA</li><li>气路附件：放大器、快排阀、过滤减压阀</li><li>监测诊断：在线健康评估与预测性维护</li></ul>',
      '<p>A control valve’s performance depends heavily on its positioner and pneumatic accessories. We supply anything from a single accessory to a fully tubed and tested valve assembly.</p><ul><li>Digital positioners: HART, FOUNDATION Fieldbus, PROFIBUS PA</li><li>Pneumatics: volume boosters, quick-exhaust valves, filter regulators</li><li>Monitoring: online health assessment and predictive maintenance</li></ul>',
    ),
    image: pic('positioner', 'MR-DP'),
  },
  {
    id: 224,
    parent_id: 50,
    cate_name: t('智能阀门定位器', 'Digital Valve Positioners'),
    summary: t(
      '基于微处理器的定位器，自动整定、在线诊断，并支持部分行程测试和安全仪表系统。',
      'Microprocessor positioners with auto-tuning, online diagnostics, partial-stroke testing and safety-instrumented-system support.',
    ),
    content: t(
      '<p>智能定位器采用非接触式磁阻行程传感器，无机械磨损；一键自整定在 3 分钟内完成零点、量程和控制参数设定。</p><ul><li>阀门特征曲线与摩擦力诊断</li><li>气源、填料和执行机构泄漏报警</li><li>SIL 2 / SIL 3 认证型号可选</li></ul>',
      '<p>Our digital positioners use a contactless magnetoresistive travel sensor with no mechanical wear. One-button auto-tuning sets zero, span and control parameters in under three minutes.</p><ul><li>Valve signature and friction diagnostics</li><li>Alerts for supply pressure, packing and actuator leakage</li><li>SIL 2 / SIL 3 certified versions available</li></ul>',
    ),
    image: pic('positioner', 'DIGITAL'),
  },
  {
    id: 225,
    parent_id: 50,
    cate_name: t('气路与控制附件', 'Pneumatic & Control Accessories'),
    summary: t(
      '气动放大器、电磁阀、快排阀、限位开关盒和过滤减压阀，用于提升动作速度和实现联锁功能。',
      'Volume boosters, solenoid valves, quick-exhaust valves, limit switch boxes and filter regulators for faster stroking and interlocks.',
    ),
    content: t(
      '<p>正确的附件配置可以把大口径阀门的全行程时间缩短到原来的三分之一，同时保证紧急切断的可靠性。</p><ul><li>不锈钢气路管件与接头</li><li>防爆认证齐全</li><li>出厂前整套联调测试</li></ul>',
      '<p>The right accessories can cut the stroke time of a large valve to a third while keeping emergency shutdown dependable.</p><ul><li>Stainless-steel tubing and fittings</li><li>Full hazardous-area certification</li><li>Complete assembly function-tested before shipment</li></ul>',
    ),
    image: pic('control-valve-assembly', 'ACCESSORIES'),
  },
  {
    id: 226,
    parent_id: 50,
    cate_name: t('阀门监测与诊断', 'Valve Monitoring & Diagnostics'),
    summary: t(
      '无线网关、声学泄漏监测和诊断软件，把阀门状态变为可用于维修决策的数据。',
      'Wireless gateways, acoustic leak monitoring and diagnostic software that turn valve condition into data for maintenance decisions.',
    ),
    content: t(
      '<p>在大修前识别需要维修的阀门，可以把检修工作量集中到真正有问题的设备上。监测系统可采集定位器诊断、声发射和温度数据，并生成阀门健康指数。</p><p>数据可接入 DCS 或资产管理系统，也可由枫河远程服务中心分析。</p>',
      '<p>Knowing which valves need attention before a turnaround concentrates maintenance on the equipment that really needs it. Our monitoring collects positioner diagnostics, acoustic emission and temperature data and calculates a valve health index.</p><p>Data can go to the DCS or an asset-management system, or be analysed by our remote service centre.</p>',
    ),
    image: pic('laboratory', 'DIAGNOSTICS'),
  },
];

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

export const products: SeedProduct[] = [
  // 201 Single-seat globe valves --------------------------------------------
  {
    key: 'mr-gv300',
    cate_id: 201,
    no: 'MR-GV300',
    title: t('MR-GV300 单座顶导向调节阀', 'MR-GV300 Single-Seat Top-Guided Globe Valve'),
    summary: t(
      '通用型单座调节阀，顶导向阀芯与快换阀座，适用于蒸汽、水、油品和一般工艺气体的连续调节。',
      'A general-purpose single-seat globe valve with a top-guided plug and quick-change seat for continuous control of steam, water, oils and process gases.',
    ),
    content: t(
      '<p>MR-GV300 是枫河产量最大的调节阀型号，已在电力、化工和水务装置中累计运行超过十万台。阀体流道经过流场仿真优化，在同口径产品中具有较高的 Cv 值和较低的压力恢复系数。</p><p>阀座采用螺纹或夹持式固定，现场更换内件无需特殊工具；阀芯与阀座可单独订购，便于备件管理。</p>',
      '<p>The MR-GV300 is our highest-volume control valve, with more than 100,000 units in service in power, chemical and water plants. Its flow passage was optimised by CFD for a high Cv per size and a low pressure-recovery factor.</p><p>Seats are threaded or clamped, so trim can be changed in the field without special tools, and plugs and seats are sold separately to simplify spare-parts stocking.</p>',
    ),
    performance: t(
      '<ul><li>固有可调比 50:1</li><li>基本误差 ≤ ±1.5%，回差 ≤ 1%（配智能定位器）</li><li>金属阀座 IV 级，软密封 VI 级</li></ul>',
      '<ul><li>Inherent rangeability 50:1</li><li>Intrinsic error ≤ ±1.5%, hysteresis ≤ 1% with a digital positioner</li><li>Class IV with metal seat, Class VI with soft seat</li></ul>',
    ),
    advantages: t(
      '<ul><li>快换内件，停机检修时间短</li><li>与 MR-GV400 共用执行机构接口</li><li>交货周期短，常用规格有库存</li></ul>',
      '<ul><li>Quick-change trim shortens outages</li><li>Shares actuator interfaces with the MR-GV400</li><li>Short lead times; common sizes held in stock</li></ul>',
    ),
    structure: t(
      '<ul><li>顶导向重载阀芯，导向面硬化处理</li><li>标准型、散热型、长颈型上阀盖</li><li>V 形 PTFE 或柔性石墨填料，可选低逸散填料</li></ul>',
      '<ul><li>Heavy top-guided plug with hardened guide surfaces</li><li>Standard, finned or extended bonnets</li><li>PTFE V-ring or flexible graphite packing; low-emission packing optional</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN15–DN200（½"–8"）', 'DN15–DN200 (½"–8")') },
      { name: N.rating, value: v('ANSI 150#–600# / PN16–PN100') },
      { name: N.body, value: t('WCB、WC6、CF8、CF8M', 'WCB, WC6, CF8, CF8M') },
      {
        name: N.trim,
        value: t('316 不锈钢、316+司太立堆焊、17-4PH', '316 SS, 316 with Stellite overlay, 17-4PH'),
      },
      {
        name: N.leak,
        value: t('ANSI/FCI 70-2 IV 级，V 级 / VI 级可选', 'ANSI/FCI 70-2 Class IV; Class V or VI optional'),
      },
      { name: N.char, value: t('线性、等百分比、快开', 'Linear, equal-percentage, quick-opening') },
      { name: N.temp, value: v('-29 °C ~ +425 °C（散热型上阀盖）', '-29 °C to +425 °C (finned bonnet)') },
      { name: N.ends, value: FLANGED_SW },
      { name: N.cv, value: v('0.5–630') },
      { name: N.act, value: t('气动薄膜 / 电动直行程', 'Pneumatic diaphragm or linear electric') },
    ],
    pictures: [pic('globe-valve', 'MR-GV300'), pic('control-valve-assembly', 'MR-GV300'), pic('test-bench')],
    files: [datasheet('MR-GV300'), iom('MR-GV300')],
    actuators: ['mr-pa100', 'mr-ea400', 'mr-dp600'],
    modifiedValves: ['mr-gv400', 'mr-gv305'],
  },
  {
    key: 'mr-gv305',
    cate_id: 201,
    no: 'MR-GV305',
    title: t('MR-GV305 波纹管密封单座调节阀', 'MR-GV305 Bellows-Sealed Single-Seat Globe Valve'),
    summary: t(
      '以多层金属波纹管替代动密封，实现阀杆零外漏，适用于有毒、易燃、贵重和真空介质。',
      'A multi-ply metal bellows replaces the dynamic stem seal for zero stem leakage on toxic, flammable, valuable and vacuum services.',
    ),
    content: t(
      '<p>MR-GV305 在标准单座阀体上配置波纹管密封阀盖，波纹管与阀杆、阀盖采用自动焊接，并经 100% 氦质谱检漏。波纹管之外另设一道填料作为二次密封。</p><p>该阀适用于光气、氯气、氢氟酸、热媒油等一旦外漏即造成安全或环境事故的介质。</p>',
      '<p>The MR-GV305 fits a bellows-seal bonnet to our standard single-seat body. The bellows is automatically welded to the stem and bonnet and 100% helium leak-tested, with a back-up packing set above it as a secondary seal.</p><p>It is intended for phosgene, chlorine, hydrofluoric acid, thermal oil and other fluids where any stem leak is a safety or environmental incident.</p>',
    ),
    performance: t(
      '<ul><li>阀杆外漏率 ≤ 1×10⁻⁶ mbar·L/s（氦检）</li><li>波纹管设计寿命 10 万次全行程</li><li>满足 ISO 15848-1 CO1 级逸散排放</li></ul>',
      '<ul><li>Stem leakage ≤ 1×10⁻⁶ mbar·L/s (helium)</li><li>Bellows design life 100,000 full strokes</li><li>Fugitive emissions to ISO 15848-1 Class CO1</li></ul>',
    ),
    advantages: t(
      '<ul><li>双重阀杆密封，兼顾安全与检修</li><li>波纹管组件可整体更换</li><li>可选泄漏检测接口</li></ul>',
      '<ul><li>Dual stem sealing for safety and maintainability</li><li>Bellows assembly replaceable as a unit</li><li>Optional leak-detection port</li></ul>',
    ),
    structure: t(
      '<ul><li>316L 或 Inconel 625 多层波纹管</li><li>防转结构保护波纹管不受扭转</li><li>顶导向单座阀芯</li></ul>',
      '<ul><li>Multi-ply 316L or Inconel 625 bellows</li><li>Anti-rotation device protects the bellows from torsion</li><li>Top-guided single-seat plug</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN15–DN150（½"–6"）', 'DN15–DN150 (½"–6")') },
      { name: N.rating, value: v('ANSI 150#–600# / PN16–PN100') },
      { name: N.body, value: t('WCB、CF8M、CF3M、哈氏合金 C276', 'WCB, CF8M, CF3M, Hastelloy C276') },
      { name: N.trim, value: t('316L、哈氏合金、蒙乃尔', '316L, Hastelloy, Monel') },
      {
        name: N.bonnet,
        value: t('多层金属波纹管 + 二次填料', 'Multi-ply metal bellows with secondary packing'),
      },
      {
        name: N.leak,
        value: t('ANSI/FCI 70-2 IV 级，VI 级可选', 'ANSI/FCI 70-2 Class IV; Class VI optional'),
      },
      { name: N.char, value: t('线性、等百分比', 'Linear, equal-percentage') },
      { name: N.temp, value: v('-46 °C ~ +400 °C', '-46 °C to +400 °C') },
      { name: N.ends, value: FLANGED },
    ],
    pictures: [pic('globe-valve', 'MR-GV305'), pic('laboratory'), pic('chemical-plant')],
    files: [datasheet('MR-GV305')],
    actuators: ['mr-pa100', 'mr-dp600'],
    modifiedValves: ['mr-gv300', 'mr-cv510'],
  },
  {
    key: 'mr-gv320',
    cate_id: 201,
    no: 'MR-GV320',
    title: t('MR-GV320 微小流量调节阀', 'MR-GV320 Micro-Flow Control Valve'),
    summary: t(
      '针形或槽形阀芯，Cv 低至 0.001，用于中试装置、添加剂注入和分析取样回路。',
      'Needle or fluted plugs with Cv down to 0.001 for pilot plants, additive injection and analyser sample loops.',
    ),
    content: t(
      '<p>MR-GV320 采用锻造角式或直通阀体，阀芯与阀座经精密研磨配对，在极小开度下仍能获得稳定、可重复的流量。</p><p>通过更换内件即可在 Cv 0.001 至 1.2 之间调整，适合工艺参数尚未完全确定的研发和中试阶段。</p>',
      '<p>The MR-GV320 uses a forged straight or angle body with a precision-lapped plug and seat pair, giving stable, repeatable flow even at tiny openings.</p><p>Trim changes cover Cv 0.001 to 1.2 in the same body, which suits R&amp;D and pilot units whose process data are not yet final.</p>',
    ),
    performance: t(
      '<ul><li>Cv 0.001–1.2，共 18 种内件</li><li>可调比 30:1（微流量内件）</li><li>行程 12.7 mm，分辨率 0.1%</li></ul>',
      '<ul><li>Cv 0.001–1.2 in 18 trim sizes</li><li>Rangeability 30:1 with micro-flow trim</li><li>12.7 mm stroke, 0.1% resolution</li></ul>',
    ),
    advantages: t(
      '<ul><li>锻造阀体，耐压高，体积小</li><li>内件可互换，降低试验装置成本</li><li>可配小型薄膜或电动执行机构</li></ul>',
      '<ul><li>Compact forged body with high pressure capability</li><li>Interchangeable trim lowers pilot-plant cost</li><li>Fits small diaphragm or electric actuators</li></ul>',
    ),
    structure: t(
      '<p>锻钢阀体，阀座螺纹固定；针形阀芯用于 Cv &lt; 0.05，槽形阀芯用于更大流量。阀盖可选波纹管密封。</p>',
      '<p>Forged body with threaded seat; needle plugs below Cv 0.05 and fluted plugs above. A bellows-seal bonnet is available.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN10–DN25（⅜"–1"）', 'DN10–DN25 (⅜"–1")') },
      { name: N.rating, value: v('ANSI 600#–2500# / PN100–PN420') },
      { name: N.body, value: t('F316 锻件、F51 双相钢', 'F316 forging, F51 duplex') },
      { name: N.trim, value: t('440C、17-4PH、司太立 6', '440C, 17-4PH, Stellite 6') },
      { name: N.leak, value: t('ANSI/FCI 70-2 V 级', 'ANSI/FCI 70-2 Class V') },
      { name: N.char, value: t('线性、等百分比', 'Linear, equal-percentage') },
      { name: N.temp, value: v('-196 °C ~ +450 °C', '-196 °C to +450 °C') },
      {
        name: N.ends,
        value: t('NPT 内螺纹、承插焊、卡套、法兰', 'NPT female, socket-weld, compression fitting, flanged'),
      },
      { name: N.cv, value: v('0.001–1.2') },
    ],
    pictures: [pic('globe-valve', 'MR-GV320'), pic('laboratory')],
    files: [datasheet('MR-GV320'), sizing('MR-GV320')],
    actuators: ['mr-pa100', 'mr-ea400'],
    modifiedValves: ['mr-gv300'],
  },

  // 202 Cage-guided globe valves --------------------------------------------
  {
    key: 'mr-gv400',
    cate_id: 202,
    no: 'MR-GV400',
    title: t('MR-GV400 平衡式套筒调节阀', 'MR-GV400 Balanced Cage-Guided Globe Valve'),
    summary: t(
      '压力平衡阀芯与可换套筒，大口径、高压差下执行机构推力小，特性可通过更换套筒调整。',
      'A pressure-balanced plug and interchangeable cage keep actuator thrust low in large sizes and at high ΔP; the characteristic changes with the cage.',
    ),
    content: t(
      '<p>MR-GV400 是枫河套筒阀平台的基础型号，阀芯上开平衡孔，使上下腔压力基本相等，执行机构只需克服摩擦力和不平衡面积上的残余力。</p><p>套筒提供线性、等百分比和修正抛物线三种开孔形式，并可升级为 MR-LN620 低噪声或 MR-AC610 抗空化内件，无需更换阀体。</p>',
      '<p>The MR-GV400 is the base model of our cage platform. Balance holes in the plug equalise pressure above and below it, so the actuator only overcomes friction and the residual unbalanced area.</p><p>Cages come in linear, equal-percentage and modified-parabolic patterns and can be upgraded to MR-LN620 low-noise or MR-AC610 anti-cavitation trim without changing the body.</p>',
    ),
    performance: t(
      '<ul><li>可调比 50:1</li><li>允许压差可达 10 MPa（标准内件）</li><li>泄漏等级 IV 级，高温平衡环 V 级</li></ul>',
      '<ul><li>Rangeability 50:1</li><li>Allowable ΔP up to 10 MPa with standard trim</li><li>Class IV; Class V with high-temperature balance seal</li></ul>',
    ),
    advantages: t(
      '<ul><li>同一阀体可升级为低噪声或抗空化内件</li><li>执行机构规格比单座阀小一至两档</li><li>套筒夹持阀座，无螺纹咬死风险</li></ul>',
      '<ul><li>Same body accepts low-noise or anti-cavitation trim</li><li>Actuator one or two sizes smaller than for a single-seat valve</li><li>Clamped seat ring — no seized threads</li></ul>',
    ),
    structure: t(
      '<ul><li>套筒导向，导向面积大，抗振性好</li><li>石墨、PTFE 或金属 C 形平衡密封环</li><li>阀座由套筒和上阀盖压紧</li></ul>',
      '<ul><li>Cage guiding with large bearing area for vibration resistance</li><li>Graphite, PTFE or metal C-ring balance seals</li><li>Seat ring clamped by cage and bonnet</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN400（1"–16"）', 'DN25–DN400 (1"–16")') },
      { name: N.rating, value: v('ANSI 150#–900# / PN16–PN150') },
      { name: N.body, value: t('WCB、WC9、C12A、CF8M', 'WCB, WC9, C12A, CF8M') },
      { name: N.trim, value: t('410 淬硬、316+司太立、17-4PH', 'Hardened 410, 316 with Stellite, 17-4PH') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级，V 级可选', 'ANSI/FCI 70-2 Class IV; Class V optional') },
      {
        name: N.char,
        value: t('线性、等百分比、修正抛物线', 'Linear, equal-percentage, modified parabolic'),
      },
      { name: N.temp, value: v('-29 °C ~ +566 °C', '-29 °C to +566 °C') },
      { name: N.ends, value: FLANGED },
      { name: N.cv, value: v('6–2400') },
      { name: N.act, value: t('气动薄膜 / 气动活塞 / 电动', 'Pneumatic diaphragm, piston or electric') },
    ],
    pictures: [
      pic('globe-valve', 'MR-GV400'),
      pic('control-valve-assembly', 'MR-GV400'),
      pic('factory-floor'),
      pic('test-bench'),
    ],
    files: [datasheet('MR-GV400'), iom('MR-GV400')],
    actuators: ['mr-pa120', 'mr-pa200', 'mr-dp600'],
    modifiedValves: ['mr-ln620', 'mr-ac610', 'mr-gv420'],
  },
  {
    key: 'mr-gv420',
    cate_id: 202,
    no: 'MR-GV420',
    title: t('MR-GV420 高压套筒调节阀', 'MR-GV420 High-Pressure Cage-Guided Globe Valve'),
    summary: t(
      '锻造或厚壁铸造阀体，压力等级最高 2500#，用于超临界机组、加氢装置和高压注水。',
      'Forged or heavy-wall cast bodies up to Class 2500 for supercritical units, hydroprocessing and high-pressure water injection.',
    ),
    content: t(
      '<p>MR-GV420 针对高压、高温和高压差组合工况设计，阀体壁厚按 ASME B16.34 特殊等级计算，并提供有限元应力分析报告。自密封阀盖在压力升高时密封比压随之增大。</p><p>典型应用包括锅炉过热器与再热器减温水、加氢反应器进料和油田高压注水。</p>',
      '<p>The MR-GV420 is built for combined high pressure, temperature and ΔP. Wall thickness is calculated to ASME B16.34 Special Class and a finite-element stress report is supplied. Its pressure-seal bonnet seals harder as pressure rises.</p><p>Typical uses are superheater and reheater spray water, hydroprocessing reactor feed and high-pressure oilfield water injection.</p>',
    ),
    performance: t(
      '<ul><li>最高工作压力 42 MPa</li><li>温度最高 593 °C（F91 / C12A）</li><li>关断等级 V 级，金属对金属</li></ul>',
      '<ul><li>Maximum working pressure 42 MPa</li><li>Up to 593 °C in F91 / C12A</li><li>Class V metal-to-metal shutoff</li></ul>',
    ),
    advantages: t(
      '<ul><li>自密封阀盖，螺栓载荷小，拆装快</li><li>内件与 MR-GV400 平台通用</li><li>全套无损检测和材料追溯</li></ul>',
      '<ul><li>Pressure-seal bonnet with low bolt loads and quick access</li><li>Trim common with the MR-GV400 platform</li><li>Full NDE and material traceability</li></ul>',
    ),
    structure: t(
      '<ul><li>锻造 F22 / F91 或铸造 WC9 / C12A 阀体</li><li>自密封或螺栓连接阀盖</li><li>硬化阀座与阀芯，司太立 6 堆焊</li></ul>',
      '<ul><li>Forged F22 / F91 or cast WC9 / C12A body</li><li>Pressure-seal or bolted bonnet</li><li>Hardened seat and plug with Stellite 6 overlay</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN300（1"–12"）', 'DN25–DN300 (1"–12")') },
      { name: N.rating, value: v('ANSI 900#–2500# / PN150–PN420') },
      { name: N.body, value: t('F22、F91、WC9、C12A', 'F22, F91, WC9, C12A') },
      { name: N.trim, value: t('司太立 6 堆焊、422 不锈钢', 'Stellite 6 overlay, 422 SS') },
      { name: N.leak, value: t('ANSI/FCI 70-2 V 级', 'ANSI/FCI 70-2 Class V') },
      { name: N.char, value: t('线性、等百分比', 'Linear, equal-percentage') },
      { name: N.temp, value: v('-29 °C ~ +593 °C', '-29 °C to +593 °C') },
      { name: N.ends, value: t('对焊（BW）、RTJ 法兰', 'Butt-weld, RTJ flanged') },
      { name: N.cv, value: v('4–860') },
    ],
    pictures: [pic('globe-valve', 'MR-GV420'), pic('power-plant'), pic('test-bench')],
    files: [datasheet('MR-GV420'), iom('MR-GV420')],
    actuators: ['mr-pa200', 'mr-eh500', 'mr-dp600'],
    modifiedValves: ['mr-gv400', 'mr-ss710'],
  },
  {
    key: 'mr-gv440',
    cate_id: 202,
    no: 'MR-GV440',
    title: t('MR-GV440 夹套保温套筒调节阀', 'MR-GV440 Steam-Jacketed Cage Globe Valve'),
    summary: t(
      '全包覆蒸汽或热油夹套，防止熔融硫、沥青、苯酐等介质在阀内凝固。',
      'A full steam or hot-oil jacket prevents molten sulphur, bitumen, phthalic anhydride and similar fluids from solidifying in the valve.',
    ),
    content: t(
      '<p>MR-GV440 在套筒阀体外整体铸造或焊接加热夹套，夹套覆盖阀体、阀盖下部和法兰颈部，消除冷点。夹套接口位置可按现场伴热管路定制。</p><p>阀芯与套筒间留有加大间隙，并采用硬化处理，避免黏稠介质造成卡涩。</p>',
      '<p>The MR-GV440 has a heating jacket cast or welded around the cage body, covering the body, lower bonnet and flange necks so there are no cold spots. Jacket connections can be placed to suit the site tracing layout.</p><p>Plug-to-cage clearances are enlarged and hardened so viscous fluids cannot make the trim stick.</p>',
    ),
    performance: t(
      '<ul><li>夹套设计压力 1.6 MPa，温度 350 °C</li><li>阀内介质温差 ≤ 5 °C</li><li>泄漏等级 IV 级</li></ul>',
      '<ul><li>Jacket rated 1.6 MPa at 350 °C</li><li>Fluid temperature variation in the valve ≤ 5 °C</li><li>Class IV shutoff</li></ul>',
    ),
    advantages: t(
      '<ul><li>全包覆夹套，不留冷点</li><li>加大间隙与硬化内件，防卡涩</li><li>夹套接口位置可定制</li></ul>',
      '<ul><li>Full jacket with no cold spots</li><li>Enlarged clearances and hardened trim against sticking</li><li>Custom jacket connection positions</li></ul>',
    ),
    structure: t(
      '<p>整体铸造夹套（DN50 及以下）或焊接夹套（DN80 及以上）；套筒导向阀芯；散热型上阀盖保护填料。</p>',
      '<p>Integral cast jacket up to DN50, welded jacket from DN80; cage-guided plug; finned bonnet to protect the packing.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN200（1"–8"）', 'DN25–DN200 (1"–8")') },
      { name: N.rating, value: v('ANSI 150#–300# / PN16–PN50') },
      { name: N.body, value: t('WCB、CF8、CF8M', 'WCB, CF8, CF8M') },
      { name: N.trim, value: t('410 淬硬、316+司太立', 'Hardened 410, 316 with Stellite') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级', 'ANSI/FCI 70-2 Class IV') },
      { name: N.char, value: t('线性、等百分比', 'Linear, equal-percentage') },
      { name: N.temp, value: v('+120 °C ~ +350 °C', '+120 °C to +350 °C') },
      { name: N.ends, value: t('法兰（夹套接口 DN15 / DN20）', 'Flanged (jacket connections DN15 / DN20)') },
    ],
    pictures: [pic('globe-valve', 'MR-GV440'), pic('refinery')],
    files: [datasheet('MR-GV440')],
    actuators: ['mr-pa120', 'mr-dp600'],
    modifiedValves: ['mr-gv400'],
  },

  // 203 Three-way valves ----------------------------------------------------
  {
    key: 'mr-tw500',
    cate_id: 203,
    no: 'MR-TW500',
    title: t('MR-TW500 合流三通调节阀', 'MR-TW500 Three-Way Mixing Valve'),
    summary: t(
      '两路入口按比例混合至一路出口，用于温度控制、配比和换热器出口混合。',
      'Blends two inlets into one outlet in proportion for temperature control, ratio control and heat-exchanger outlet mixing.',
    ),
    content: t(
      '<p>MR-TW500 在阀芯全行程内保持总流量基本恒定，只改变两路入口的比例，使上游泵和换热器的运行点保持稳定。</p><p>上下双导向阀芯和加强阀杆可承受两路介质温差带来的热冲击，推荐温差不超过 150 °C。</p>',
      '<p>The MR-TW500 holds total flow nearly constant over the full stroke and changes only the proportion of the two inlets, keeping upstream pumps and exchangers at a stable operating point.</p><p>Top-and-bottom guiding and a reinforced stem withstand thermal shock from the temperature difference between the streams; differences up to 150 °C are recommended.</p>',
    ),
    performance: t(
      '<ul><li>总流量波动 ≤ ±5%</li><li>基本误差 ≤ ±2%</li><li>两侧关断均为 IV 级</li></ul>',
      '<ul><li>Total flow variation ≤ ±5%</li><li>Intrinsic error ≤ ±2%</li><li>Class IV shutoff on both ports</li></ul>',
    ),
    advantages: t(
      '<ul><li>一台阀替代两台两通阀</li><li>减少一个控制回路</li><li>安装空间和管件成本低</li></ul>',
      '<ul><li>One valve replaces two two-way valves</li><li>One control loop fewer</li><li>Less space and fewer fittings</li></ul>',
    ),
    structure: t(
      '<p>上下双导向柱塞阀芯，两个阀座同轴布置；阀体为对称流道，可选散热型上阀盖。</p>',
      '<p>Top-and-bottom guided plug with two coaxial seats; symmetrical body passages; finned bonnet optional.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN300（1"–12"）', 'DN25–DN300 (1"–12")') },
      { name: N.rating, value: v('ANSI 150#–600# / PN16–PN100') },
      { name: N.body, value: t('WCB、CF8、CF8M', 'WCB, CF8, CF8M') },
      { name: N.trim, value: t('304、316、316+司太立', '304, 316, 316 with Stellite') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级（双侧）', 'ANSI/FCI 70-2 Class IV (both ports)') },
      { name: N.char, value: t('线性', 'Linear') },
      { name: N.temp, value: v('-29 °C ~ +350 °C', '-29 °C to +350 °C') },
      { name: N.ends, value: FLANGED },
      { name: N.cv, value: v('10–1100') },
    ],
    pictures: [pic('globe-valve', 'MR-TW500'), pic('chemical-plant')],
    files: [datasheet('MR-TW500')],
    actuators: ['mr-pa120', 'mr-ea400', 'mr-dp600'],
    modifiedValves: ['mr-tw510'],
  },
  {
    key: 'mr-tw510',
    cate_id: 203,
    no: 'MR-TW510',
    title: t('MR-TW510 分流三通调节阀', 'MR-TW510 Three-Way Diverting Valve'),
    summary: t(
      '一路入口分配至两路出口，用于换热器旁路、冷却水分配和导热油系统。',
      'Splits one inlet between two outlets for heat-exchanger bypass, cooling-water distribution and thermal-oil systems.',
    ),
    content: t(
      '<p>MR-TW510 专为分流工况设计，阀芯在两个阀座间移动，任一出口关闭时另一出口全开。与合流阀相比，其阀芯受力方向经过重新设计，避免分流时的不稳定区。</p><p>导热油系统可配散热型上阀盖和石墨填料，最高温度 400 °C。</p>',
      '<p>The MR-TW510 is designed specifically for diverting: the plug travels between two seats so that one outlet is fully open whenever the other is closed. Plug loading has been re-engineered relative to the mixing valve to avoid the instability zone typical of diverting service.</p><p>For thermal-oil systems a finned bonnet and graphite packing allow up to 400 °C.</p>',
    ),
    performance: t(
      '<ul><li>分流比例 0–100% 连续可调</li><li>两侧关断 IV 级</li><li>最高温度 400 °C</li></ul>',
      '<ul><li>Split ratio continuously adjustable 0–100%</li><li>Class IV shutoff on both outlets</li><li>Up to 400 °C</li></ul>',
    ),
    advantages: t(
      '<ul><li>专用分流阀芯，无不稳定区</li><li>保证换热器最小循环流量</li><li>可与 MR-TW500 共用执行机构</li></ul>',
      '<ul><li>Dedicated diverting plug without instability zone</li><li>Guarantees minimum exchanger circulation</li><li>Shares actuators with the MR-TW500</li></ul>',
    ),
    structure: t(
      '<p>双导向阀芯，上下阀座独立可换；阀体出口布置为 90° 或 180°。</p>',
      '<p>Double-guided plug with independently replaceable upper and lower seats; outlets at 90° or 180°.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN300（1"–12"）', 'DN25–DN300 (1"–12")') },
      { name: N.rating, value: v('ANSI 150#–300# / PN16–PN50') },
      { name: N.body, value: t('WCB、CF8M', 'WCB, CF8M') },
      { name: N.trim, value: t('316、410 淬硬', '316, hardened 410') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级', 'ANSI/FCI 70-2 Class IV') },
      { name: N.char, value: t('线性', 'Linear') },
      { name: N.temp, value: v('-29 °C ~ +400 °C', '-29 °C to +400 °C') },
      { name: N.ends, value: FLANGED },
    ],
    pictures: [pic('globe-valve', 'MR-TW510'), pic('factory-floor')],
    files: [datasheet('MR-TW510')],
    actuators: ['mr-pa120', 'mr-ea400'],
    modifiedValves: ['mr-tw500'],
  },

  // 204 Angle valves -----------------------------------------------------------
  {
    key: 'mr-av600',
    cate_id: 204,
    no: 'MR-AV600',
    title: t('MR-AV600 角形调节阀', 'MR-AV600 Angle Control Valve'),
    summary: t(
      '侧进底出的角形阀体，用于闪蒸凝结水、高压分离器液位和含少量颗粒的液体。',
      'A side-in, bottom-out angle body for flashing condensate, high-pressure separator level and liquids with light solids.',
    ),
    content: t(
      '<p>在闪蒸工况下，液体在阀后部分汽化，体积急剧膨胀，流速提高数十倍。MR-AV600 的扩径出口和直通下游的流向使两相流不冲击阀体壁面，显著延长阀体寿命。</p><p>出口可配置可更换的硬质衬管，衬管磨损后单独更换即可。</p>',
      '<p>In flashing service part of the liquid vaporises downstream of the trim and its volume, and velocity, rise many times over. The expanded outlet of the MR-AV600 discharges the two-phase flow straight downstream without striking the body wall, greatly extending body life.</p><p>A replaceable hardened outlet liner can be fitted and changed on its own once worn.</p>',
    ),
    performance: t(
      '<ul><li>出口扩径比最高 1:2</li><li>关断等级 IV 级，V 级可选</li><li>允许压差 20 MPa</li></ul>',
      '<ul><li>Outlet expansion up to 1:2</li><li>Class IV shutoff; Class V optional</li><li>Allowable ΔP 20 MPa</li></ul>',
    ),
    advantages: t(
      '<ul><li>阀体不受闪蒸冲刷</li><li>可换出口衬管</li><li>节省弯头，布置紧凑</li></ul>',
      '<ul><li>Body protected from flashing erosion</li><li>Replaceable outlet liner</li><li>Saves an elbow; compact layout</li></ul>',
    ),
    structure: t(
      '<ul><li>顶导向或套筒导向阀芯</li><li>铬钼钢阀体抗闪蒸冲蚀</li><li>出口碳化钨或司太立衬管</li></ul>',
      '<ul><li>Top-guided or cage-guided plug</li><li>Chrome-moly body resists flashing erosion</li><li>Tungsten-carbide or Stellite outlet liner</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN250（1"–10"）', 'DN25–DN250 (1"–10")') },
      { name: N.rating, value: v('ANSI 150#–1500# / PN16–PN260') },
      { name: N.body, value: t('WCB、WC6、WC9、CF8M', 'WCB, WC6, WC9, CF8M') },
      { name: N.trim, value: t('司太立 6、碳化钨', 'Stellite 6, tungsten carbide') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级，V 级可选', 'ANSI/FCI 70-2 Class IV; Class V optional') },
      { name: N.char, value: t('线性、等百分比', 'Linear, equal-percentage') },
      { name: N.temp, value: v('-29 °C ~ +538 °C', '-29 °C to +538 °C') },
      { name: N.ends, value: FLANGED },
      { name: N.cv, value: v('2–650') },
    ],
    pictures: [pic('globe-valve', 'MR-AV600'), pic('power-plant'), pic('workshop-repair')],
    files: [datasheet('MR-AV600'), iom('MR-AV600')],
    actuators: ['mr-pa120', 'mr-pa200', 'mr-dp600'],
    modifiedValves: ['mr-av620', 'mr-av640'],
  },
  {
    key: 'mr-av620',
    cate_id: 204,
    no: 'MR-AV620',
    title: t('MR-AV620 耐磨陶瓷角形阀', 'MR-AV620 Ceramic-Trim Erosion-Resistant Angle Valve'),
    summary: t(
      '氧化锆或碳化硅陶瓷内件，用于催化剂浆液、煤浆、焦化黑水和高含砂介质。',
      'Zirconia or silicon-carbide ceramic trim for catalyst slurry, coal slurry, coker black water and sand-laden fluids.',
    ),
    content: t(
      '<p>MR-AV620 的阀芯、阀座和出口衬管全部采用结构陶瓷，耐磨寿命可达司太立合金内件的 5 至 10 倍。陶瓷件以金属护套热装固定，避免脆性材料承受拉应力。</p><p>该阀广泛用于煤气化黑水减压、渣油加氢和固体颗粒含量高达 30% 的工艺流体。</p>',
      '<p>Plug, seat and outlet liner of the MR-AV620 are all structural ceramics, lasting five to ten times longer than Stellite trim. Ceramic parts are shrink-fitted into metal sleeves so the brittle material never carries tensile stress.</p><p>The valve is widely used for gasifier black-water letdown, residue hydroprocessing and process fluids with up to 30% solids.</p>',
    ),
    performance: t(
      '<ul><li>允许固体含量 ≤ 30%（质量分数）</li><li>允许压差 15 MPa</li><li>寿命为金属内件的 5–10 倍</li></ul>',
      '<ul><li>Solids content up to 30% by weight</li><li>Allowable ΔP 15 MPa</li><li>Five to ten times the life of metal trim</li></ul>',
    ),
    advantages: t(
      '<ul><li>全陶瓷流道，无薄弱部位</li><li>金属护套热装，抗冲击</li><li>内件组件可整体更换</li></ul>',
      '<ul><li>All-ceramic flow path with no weak point</li><li>Shrink-fitted metal sleeves for impact resistance</li><li>Trim replaced as one cartridge</li></ul>',
    ),
    structure: t(
      '<ul><li>氧化锆增韧陶瓷阀芯与阀座</li><li>碳化硅出口衬管</li><li>阀体内壁碳化钨喷涂</li></ul>',
      '<ul><li>Zirconia-toughened ceramic plug and seat</li><li>Silicon-carbide outlet liner</li><li>Tungsten-carbide spray coating inside the body</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN200（1"–8"）', 'DN25–DN200 (1"–8")') },
      { name: N.rating, value: v('ANSI 300#–2500# / PN50–PN420') },
      { name: N.body, value: t('WC9、F22、F316', 'WC9, F22, F316') },
      {
        name: N.trim,
        value: t('氧化锆陶瓷、碳化硅、碳化钨', 'Zirconia ceramic, silicon carbide, tungsten carbide'),
      },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级', 'ANSI/FCI 70-2 Class IV') },
      { name: N.char, value: t('线性', 'Linear') },
      { name: N.temp, value: v('-29 °C ~ +450 °C', '-29 °C to +450 °C') },
      { name: N.ends, value: t('RTJ 法兰、对焊', 'RTJ flanged, butt-weld') },
    ],
    pictures: [pic('globe-valve', 'MR-AV620'), pic('chemical-plant'), pic('workshop-repair')],
    files: [datasheet('MR-AV620'), iom('MR-AV620')],
    actuators: ['mr-pa200', 'mr-eh500', 'mr-dp600'],
    modifiedValves: ['mr-av600', 'mr-bv420'],
  },
  {
    key: 'mr-av640',
    cate_id: 204,
    no: 'MR-AV640',
    title: t('MR-AV640 高压角式节流阀', 'MR-AV640 High-Pressure Angle Choke Valve'),
    summary: t(
      '多级套筒节流，用于井口、注水和高压分离器液位控制，压力等级最高 2500#。',
      'Multi-stage cage choke for wellheads, water injection and high-pressure separator level, rated up to Class 2500.',
    ),
    content: t(
      '<p>MR-AV640 采用外套筒节流结构，高速流体在套筒外侧交汇对冲，能量在流道中心耗散，避免直接冲刷阀体。阀座和套筒为碳化钨整体件。</p><p>该阀可按 API 6A 或 ASME B16.34 设计，满足油气上游和下游的不同规范要求。</p>',
      '<p>The MR-AV640 throttles through an external sleeve: high-velocity jets collide at the centre of the flow path and dissipate their energy there instead of on the body. Seat and cage are solid tungsten carbide.</p><p>It is available to API 6A or ASME B16.34 to suit upstream and downstream specifications.</p>',
    ),
    performance: t(
      '<ul><li>工作压力最高 42 MPa</li><li>可调比 40:1</li><li>含砂工况寿命比针形节流阀提高 3 倍</li></ul>',
      '<ul><li>Working pressure up to 42 MPa</li><li>Rangeability 40:1</li><li>Three times the life of a needle choke in sandy service</li></ul>',
    ),
    advantages: t(
      '<ul><li>射流对冲，阀体不受冲刷</li><li>碳化钨整体内件</li><li>符合 API 6A 或 ASME B16.34</li></ul>',
      '<ul><li>Impinging jets keep erosion off the body</li><li>Solid tungsten-carbide trim</li><li>API 6A or ASME B16.34 design</li></ul>',
    ),
    structure: t(
      '<p>外套筒节流结构，锻钢角形阀体，螺栓或卡箍连接阀盖，便于井场快速更换内件。</p>',
      '<p>External-sleeve trim in a forged angle body with bolted or clamp bonnet for fast trim changes at the wellsite.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN200（2"–8"）', 'DN50–DN200 (2"–8")') },
      { name: N.rating, value: v('ANSI 900#–2500# / API 5000–10000 psi') },
      { name: N.body, value: t('AISI 4130、F22、F51', 'AISI 4130, F22, F51') },
      { name: N.trim, value: t('整体碳化钨', 'Solid tungsten carbide') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级', 'ANSI/FCI 70-2 Class IV') },
      { name: N.char, value: t('线性、等百分比', 'Linear, equal-percentage') },
      { name: N.temp, value: v('-46 °C ~ +121 °C', '-46 °C to +121 °C') },
      { name: N.ends, value: t('RTJ 法兰、API 6A 法兰', 'RTJ flanged, API 6A flanged') },
      { name: N.cv, value: v('5–320') },
    ],
    pictures: [pic('globe-valve', 'MR-AV640'), pic('pipeline'), pic('test-bench')],
    files: [datasheet('MR-AV640')],
    actuators: ['mr-pa200', 'mr-ea400', 'mr-dp600'],
    modifiedValves: ['mr-av600', 'mr-ss740'],
  },

  // 205 Double-offset butterfly valves --------------------------------------
  {
    key: 'mr-bf210',
    cate_id: 205,
    no: 'MR-BF210',
    title: t('MR-BF210 双偏心高性能蝶阀', 'MR-BF210 Double-Offset High-Performance Butterfly Valve'),
    summary: t(
      '双偏心结构配 RTFE 软密封阀座，兼顾调节和双向严密切断，适用于水、蒸汽、空气和烃类介质。',
      'A double-offset valve with RTFE soft seat for control and bidirectional tight shutoff on water, steam, air and hydrocarbons.',
    ),
    content: t(
      '<p>MR-BF210 的阀杆相对阀座中心线和管道中心线双重偏置，阀板开启后迅速离开阀座，密封圈只在最后几度行程内受压。压力辅助式阀座在双向压力下均能保持 VI 级关断。</p><p>阀体长度符合 API 609 和 ISO 5752，可直接替换同规格的对夹或凸耳式蝶阀。</p>',
      '<p>The MR-BF210 stem is offset from both the seat centreline and the pipe centreline, so the disc leaves the seat as it opens and the seal is only loaded in the last few degrees of travel. A pressure-assisted seat maintains Class VI shutoff in both flow directions.</p><p>Face-to-face dimensions follow API 609 and ISO 5752 for direct replacement of existing wafer or lug valves.</p>',
    ),
    performance: t(
      '<ul><li>双向 VI 级关断</li><li>调节范围 20°–70°，可调比 30:1</li><li>RTFE 阀座最高 230 °C</li></ul>',
      '<ul><li>Bidirectional Class VI shutoff</li><li>Control range 20°–70°, rangeability 30:1</li><li>RTFE seat up to 230 °C</li></ul>',
    ),
    advantages: t(
      '<ul><li>重量仅为同口径球阀的 40%</li><li>操作扭矩低，执行机构规格小</li><li>阀座现场可换</li></ul>',
      '<ul><li>About 40% of the weight of an equivalent ball valve</li><li>Low torque allows smaller actuators</li><li>Seat replaceable in the field</li></ul>',
    ),
    structure: t(
      '<ul><li>双偏心阀板，通轴或分轴结构</li><li>压力辅助 RTFE 阀座与保持环</li><li>防吹出阀杆，ISO 5211 顶部法兰</li></ul>',
      '<ul><li>Double-offset disc with one-piece or split shaft</li><li>Pressure-assisted RTFE seat and retainer ring</li><li>Blow-out-proof stem, ISO 5211 top flange</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN1200（2"–48"）', 'DN50–DN1200 (2"–48")') },
      { name: N.rating, value: v('ANSI 150#–600# / PN10–PN100') },
      { name: N.body, value: t('WCB、LCC、CF8M', 'WCB, LCC, CF8M') },
      { name: N.trim, value: t('CF8M 阀板、17-4PH 阀杆', 'CF8M disc, 17-4PH shaft') },
      { name: N.seat, value: t('RTFE、PEEK、金属阀座可选', 'RTFE, PEEK or metal seat') },
      { name: N.leak, value: t('ANSI/FCI 70-2 VI 级（软密封）', 'ANSI/FCI 70-2 Class VI (soft seat)') },
      { name: N.char, value: t('修正等百分比', 'Modified equal-percentage') },
      { name: N.temp, value: v('-46 °C ~ +230 °C', '-46 °C to +230 °C') },
      { name: N.ends, value: WAFER_LUG },
    ],
    pictures: [pic('butterfly-valve', 'MR-BF210'), pic('water-treatment'), pic('test-bench')],
    files: [datasheet('MR-BF210'), iom('MR-BF210')],
    actuators: ['mr-ra300', 'mr-ea420', 'mr-dp600'],
    modifiedValves: ['mr-bf220', 'mr-bf310'],
  },
  {
    key: 'mr-bf220',
    cate_id: 205,
    no: 'MR-BF220',
    title: t('MR-BF220 防火型双偏心蝶阀', 'MR-BF220 Fire-Safe Double-Offset Butterfly Valve'),
    summary: t(
      '软密封加金属辅助密封环，火灾中软密封烧损后仍能保持关断，按 API 607 防火测试。',
      'A soft seat backed by a metal secondary ring that keeps the valve shut after the soft seal burns away; fire-tested to API 607.',
    ),
    content: t(
      '<p>MR-BF220 面向炼油、油库和化工装置中的烃类隔离场合。正常工况下由 RTFE 主密封实现 VI 级关断；发生火灾时，阀板与金属辅助环接触，泄漏量控制在 API 607 允许范围内。</p><p>阀杆采用石墨填料和防静电结构，阀板与阀体间电阻小于 10 Ω。</p>',
      '<p>The MR-BF220 is made for hydrocarbon isolation in refineries, tank farms and chemical units. In normal service the RTFE primary seal gives Class VI shutoff; in a fire the disc lands on a metal back-up ring and leakage stays within API 607 limits.</p><p>The stem has graphite packing and an anti-static design with less than 10 Ω between disc and body.</p>',
    ),
    performance: t(
      '<ul><li>API 607 / ISO 10497 防火认证</li><li>正常关断 VI 级</li><li>防静电电阻 &lt; 10 Ω</li></ul>',
      '<ul><li>Fire-tested to API 607 / ISO 10497</li><li>Class VI shutoff in normal service</li><li>Anti-static resistance &lt; 10 Ω</li></ul>',
    ),
    advantages: t(
      '<ul><li>软密封关断 + 金属防火密封双保险</li><li>结构长度与 MR-BF210 相同</li><li>适合紧急切断配置</li></ul>',
      '<ul><li>Soft-seat tightness plus metal fire-safe backup</li><li>Same face-to-face as the MR-BF210</li><li>Suited to emergency shutdown duty</li></ul>',
    ),
    structure: t(
      '<p>双偏心阀板，RTFE 主密封与 316 + 石墨辅助密封环；阀杆柔性石墨填料；ISO 5211 顶部法兰。</p>',
      '<p>Double-offset disc, RTFE primary seal and 316-plus-graphite secondary ring; flexible graphite stem packing; ISO 5211 top flange.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN80–DN900（3"–36"）', 'DN80–DN900 (3"–36")') },
      { name: N.rating, value: v('ANSI 150#–600# / PN16–PN100') },
      { name: N.body, value: t('WCB、LCC、CF8M', 'WCB, LCC, CF8M') },
      { name: N.trim, value: t('CF8M 阀板、17-4PH 阀杆', 'CF8M disc, 17-4PH shaft') },
      { name: N.seat, value: t('RTFE + 316 / 石墨防火环', 'RTFE with 316 / graphite fire-safe ring') },
      { name: N.leak, value: t('ANSI/FCI 70-2 VI 级', 'ANSI/FCI 70-2 Class VI') },
      { name: N.temp, value: v('-29 °C ~ +200 °C', '-29 °C to +200 °C') },
      { name: N.ends, value: WAFER_LUG },
      { name: N.standard, value: v('API 609、API 607', 'API 609, API 607') },
    ],
    pictures: [pic('butterfly-valve', 'MR-BF220'), pic('refinery')],
    files: [datasheet('MR-BF220')],
    actuators: ['mr-ra320', 'mr-sv710', 'mr-ls720'],
    modifiedValves: ['mr-bf210', 'mr-bf310'],
  },
  {
    key: 'mr-bf230',
    cate_id: 205,
    no: 'MR-BF230',
    title: t('MR-BF230 大口径调节蝶阀', 'MR-BF230 Large-Diameter Control Butterfly Valve'),
    summary: t(
      '流线型阀板与金属阀座，DN600 至 DN3000，用于循环水、烟风道和大流量低压气体调节。',
      'A streamlined disc and metal seat from DN600 to DN3000 for circulating water, flue-gas and air ducts and large low-pressure gas flows.',
    ),
    content: t(
      '<p>MR-BF230 的阀板采用鱼尾式流线型截面，降低 60° 以上开度时的动态扭矩和振动，使有效调节范围扩大到 80°。阀座为堆焊不锈钢金属密封，适合含尘气体和温度较高的烟气。</p><p>对于超过运输限制的口径，可分段制造并在现场组装。</p>',
      '<p>The MR-BF230 disc has a fishtail profile that cuts dynamic torque and vibration above 60° opening, extending the useful control range to 80°. Its stainless-overlay metal seat suits dusty and hot flue gas.</p><p>Sizes beyond transport limits can be built in sections and assembled on site.</p>',
    ),
    performance: t(
      '<ul><li>有效调节范围 10°–80°</li><li>金属密封 IV 级，软密封 VI 级</li><li>烟气工况温度最高 425 °C</li></ul>',
      '<ul><li>Useful control range 10°–80°</li><li>Class IV metal seat, Class VI soft seat</li><li>Up to 425 °C in flue-gas service</li></ul>',
    ),
    advantages: t(
      '<ul><li>流线型阀板，动态扭矩降低约 35%</li><li>可分段运输和现场组装</li><li>节省大口径管道支撑成本</li></ul>',
      '<ul><li>Streamlined disc cuts dynamic torque by about 35%</li><li>Can be shipped in sections and assembled on site</li><li>Lighter pipe supports in large lines</li></ul>',
    ),
    structure: t(
      '<p>焊接钢板阀体，鱼尾式阀板，双支撑轴承；金属阀座堆焊 316L，或 EPDM 软密封。</p>',
      '<p>Fabricated steel-plate body, fishtail disc with two supporting bearings; 316L-overlay metal seat or EPDM soft seat.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN600–DN3000（24"–120"）', 'DN600–DN3000 (24"–120")') },
      { name: N.rating, value: v('ANSI 150# / PN2.5–PN25') },
      { name: N.body, value: t('Q345R 焊接、WCB、2205 双相钢', 'Fabricated Q345R, WCB, 2205 duplex') },
      { name: N.trim, value: t('碳钢阀板堆焊、316L、2205', 'Overlaid carbon-steel disc, 316L, 2205') },
      {
        name: N.leak,
        value: t(
          'ANSI/FCI 70-2 IV 级（金属）/ VI 级（软密封）',
          'ANSI/FCI 70-2 Class IV (metal) / Class VI (soft)',
        ),
      },
      { name: N.char, value: t('近似等百分比', 'Approximately equal-percentage') },
      { name: N.temp, value: v('-20 °C ~ +425 °C', '-20 °C to +425 °C') },
      { name: N.ends, value: t('双法兰、焊接', 'Double-flanged, weld-end') },
    ],
    pictures: [pic('butterfly-valve', 'MR-BF230'), pic('power-plant'), pic('factory-floor')],
    files: [datasheet('MR-BF230'), sizing('MR-BF230')],
    actuators: ['mr-ra320', 'mr-ea420', 'mr-dp600'],
    modifiedValves: ['mr-bf210', 'mr-bf120'],
  },

  // 206 Triple-offset butterfly valves -------------------------------------
  {
    key: 'mr-bf310',
    cate_id: 206,
    no: 'MR-BF310',
    title: t('MR-BF310 三偏心金属密封蝶阀', 'MR-BF310 Triple-Offset Metal-Seated Butterfly Valve'),
    summary: t(
      '斜锥密封面无摩擦启闭，金属对金属零泄漏，用于蒸汽、热油和烃类切断与调节。',
      'An inclined conical seal that opens without friction and shuts metal-to-metal with zero leakage on steam, thermal oil and hydrocarbons.',
    ),
    content: t(
      '<p>MR-BF310 在双偏心基础上增加锥角偏置，使密封环在整个行程中除最终关闭点外不与阀座接触。关闭时依靠执行机构扭矩压紧，不存在软密封老化问题。</p><p>层叠式密封环由不锈钢片和石墨片交替叠压，兼具金属的强度和石墨的顺应性。</p>',
      '<p>The MR-BF310 adds a conical offset to the double-offset geometry, so the seal ring touches the seat only at the final point of closure. It is torque-seated by the actuator and has no soft seal to age.</p><p>The laminated seal ring alternates stainless steel and graphite layers, combining the strength of metal with the conformability of graphite.</p>',
    ),
    performance: t(
      '<ul><li>API 598 零泄漏，双向承压</li><li>温度范围 -46 °C ~ +538 °C</li><li>API 607 防火结构</li></ul>',
      '<ul><li>Zero leakage to API 598, bidirectional</li><li>-46 °C to +538 °C</li><li>Fire-safe to API 607</li></ul>',
    ),
    advantages: t(
      '<ul><li>无摩擦启闭，密封寿命长</li><li>重量和长度远小于闸阀</li><li>可替代大口径闸阀实现自动化</li></ul>',
      '<ul><li>Friction-free stroking for long seal life</li><li>Much lighter and shorter than a gate valve</li><li>Automates large gate-valve positions</li></ul>',
    ),
    structure: t(
      '<ul><li>三偏心阀板，层叠式或整体式密封环</li><li>阀座堆焊司太立 21</li><li>阀杆双轴承支撑，防吹出</li></ul>',
      '<ul><li>Triple-offset disc, laminated or solid seal ring</li><li>Stellite 21 overlay on seat</li><li>Blow-out-proof shaft on two bearings</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN80–DN1600（3"–64"）', 'DN80–DN1600 (3"–64")') },
      { name: N.rating, value: v('ANSI 150#–900# / PN16–PN150') },
      { name: N.body, value: t('WCB、WC6、CF8M、LCC', 'WCB, WC6, CF8M, LCC') },
      { name: N.trim, value: t('CF8M 阀板、17-4PH 阀杆', 'CF8M disc, 17-4PH shaft') },
      {
        name: N.seat,
        value: t(
          '层叠式 316 / 石墨，或整体 316 + 司太立',
          'Laminated 316 / graphite, or solid 316 with Stellite',
        ),
      },
      {
        name: N.leak,
        value: t('API 598 零泄漏；ANSI/FCI 70-2 VI 级', 'Zero leakage to API 598; ANSI/FCI 70-2 Class VI'),
      },
      { name: N.temp, value: v('-46 °C ~ +538 °C', '-46 °C to +538 °C') },
      { name: N.ends, value: t('对夹、凸耳、双法兰、对焊', 'Wafer, lug, double-flanged, butt-weld') },
      { name: N.act, value: t('拨叉式气动 / 电动角行程', 'Scotch-yoke pneumatic or part-turn electric') },
    ],
    pictures: [pic('butterfly-valve', 'MR-BF310'), pic('refinery'), pic('test-bench')],
    files: [datasheet('MR-BF310'), iom('MR-BF310')],
    actuators: ['mr-ra320', 'mr-ea420', 'mr-dp600'],
    modifiedValves: ['mr-bf320', 'mr-bf330', 'mr-gt220'],
  },
  {
    key: 'mr-bf320',
    cate_id: 206,
    no: 'MR-BF320',
    title: t('MR-BF320 高温三偏心蝶阀', 'MR-BF320 High-Temperature Triple-Offset Butterfly Valve'),
    summary: t(
      '铬钼钢阀体与整体金属密封环，用于 650 °C 以下的高温蒸汽、催化裂化烟气和热风。',
      'A chrome-moly body and solid metal seal ring for high-temperature steam, FCC flue gas and hot air up to 650 °C.',
    ),
    content: t(
      '<p>MR-BF320 针对高温下材料蠕变和热变形进行了专门设计：阀板与阀座采用膨胀系数匹配的材料，阀杆设有散热段和高温石墨填料。</p><p>典型应用包括汽机抽汽隔离、催化裂化再生烟气和高温热风切断。</p>',
      '<p>The MR-BF320 is engineered against creep and thermal distortion at temperature: disc and seat materials are matched for thermal expansion, and the stem has a cooling section and high-temperature graphite packing.</p><p>Typical uses include turbine extraction isolation, FCC regenerator flue gas and hot-blast shutoff.</p>',
    ),
    performance: t(
      '<ul><li>最高温度 650 °C</li><li>高温下关断等级 V 级</li><li>热态循环试验 500 次</li></ul>',
      '<ul><li>Up to 650 °C</li><li>Class V shutoff at temperature</li><li>Qualified by 500 hot cycles</li></ul>',
    ),
    advantages: t(
      '<ul><li>膨胀匹配设计，高温不卡阻</li><li>整体金属密封环，耐冲刷</li><li>阀杆散热段保护执行机构</li></ul>',
      '<ul><li>Expansion-matched design does not bind when hot</li><li>Solid metal seal ring resists erosion</li><li>Stem cooling section protects the actuator</li></ul>',
    ),
    structure: t(
      '<p>WC9 / C12A 阀体，整体 Inconel 718 或司太立密封环，阀座司太立 6 堆焊，阀杆散热段与高温填料函。</p>',
      '<p>WC9 / C12A body, solid Inconel 718 or Stellite seal ring, Stellite 6 seat overlay, stem cooling section and high-temperature stuffing box.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN100–DN1200（4"–48"）', 'DN100–DN1200 (4"–48")') },
      { name: N.rating, value: v('ANSI 150#–600# / PN16–PN100') },
      { name: N.body, value: t('WC6、WC9、C12A、CF8C', 'WC6, WC9, C12A, CF8C') },
      { name: N.trim, value: t('Inconel 718、司太立 6', 'Inconel 718, Stellite 6') },
      { name: N.leak, value: t('ANSI/FCI 70-2 V 级（高温）', 'ANSI/FCI 70-2 Class V (hot)') },
      { name: N.temp, value: v('+100 °C ~ +650 °C', '+100 °C to +650 °C') },
      { name: N.ends, value: t('双法兰、对焊', 'Double-flanged, butt-weld') },
      { name: N.act, value: t('拨叉式气动 / 电液', 'Scotch-yoke pneumatic or electro-hydraulic') },
    ],
    pictures: [pic('butterfly-valve', 'MR-BF320'), pic('power-plant')],
    files: [datasheet('MR-BF320')],
    actuators: ['mr-ra320', 'mr-eh500'],
    modifiedValves: ['mr-bf310', 'mr-gt210'],
  },
  {
    key: 'mr-bf330',
    cate_id: 206,
    no: 'MR-BF330',
    title: t('MR-BF330 双向承压三偏心切断蝶阀', 'MR-BF330 Bidirectional Triple-Offset Isolation Valve'),
    summary: t(
      '双向零泄漏、可作为管线末端阀使用，用于储罐区、装船线和公用工程切断。',
      'Zero leakage in both directions and rated for dead-end service — for tank farms, loading lines and utility isolation.',
    ),
    content: t(
      '<p>MR-BF330 采用加强型阀板和优化的锥角，在反向压力下同样达到零泄漏，可在拆除下游管道时作为末端阀使用。</p><p>配套拨叉式执行机构和电磁阀后，可构成紧急切断阀组，满足 SIL 2 要求。</p>',
      '<p>The MR-BF330 has a reinforced disc and optimised cone angle that deliver zero leakage under reverse pressure too, so it can serve as a dead-end valve while downstream piping is removed.</p><p>With a scotch-yoke actuator and solenoid valve it forms an emergency shutdown assembly suitable for SIL 2.</p>',
    ),
    performance: t(
      '<ul><li>正反向均为零泄漏</li><li>满额定压力末端阀使用</li><li>SIL 2 适用（配套组件）</li></ul>',
      '<ul><li>Zero leakage in both directions</li><li>Dead-end service at full rated pressure</li><li>SIL 2 capable as an assembly</li></ul>',
    ),
    advantages: t(
      '<ul><li>替代双阀隔离方案</li><li>结构紧凑，适合改造</li><li>紧急切断快速关闭</li></ul>',
      '<ul><li>Replaces double-valve isolation</li><li>Compact for retrofits</li><li>Fast emergency closure</li></ul>',
    ),
    structure: t(
      '<p>加强型三偏心阀板，层叠式密封环，阀座司太立堆焊，阀杆与阀板花键连接。</p>',
      '<p>Reinforced triple-offset disc, laminated seal ring, Stellite-overlay seat, splined shaft-to-disc connection.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN80–DN1200（3"–48"）', 'DN80–DN1200 (3"–48")') },
      { name: N.rating, value: v('ANSI 150#–600# / PN16–PN100') },
      { name: N.body, value: t('WCB、LCC、CF8M、C95800 铝青铜', 'WCB, LCC, CF8M, C95800 aluminium bronze') },
      { name: N.trim, value: t('CF8M、17-4PH', 'CF8M, 17-4PH') },
      { name: N.leak, value: t('API 598 双向零泄漏', 'Zero leakage both directions to API 598') },
      { name: N.temp, value: v('-46 °C ~ +425 °C', '-46 °C to +425 °C') },
      { name: N.ends, value: t('凸耳、双法兰', 'Lug, double-flanged') },
      { name: N.speed, value: v('≤ 5 s（DN300，紧急切断配置）', '≤ 5 s (DN300, ESD configuration)') },
    ],
    pictures: [pic('butterfly-valve', 'MR-BF330'), pic('lng-terminal'), pic('pipeline')],
    files: [datasheet('MR-BF330'), iom('MR-BF330')],
    actuators: ['mr-ra320', 'mr-sv710', 'mr-dp640'],
    modifiedValves: ['mr-bf310', 'mr-bv320'],
  },

  // 207 Lined & concentric butterfly valves ---------------------------------
  {
    key: 'mr-bf110',
    cate_id: 207,
    no: 'MR-BF110',
    title: t('MR-BF110 PTFE 衬里蝶阀', 'MR-BF110 PTFE-Lined Butterfly Valve'),
    summary: t(
      'PTFE 衬里阀体与 PFA 包覆阀板，介质不接触金属，用于盐酸、硫酸、氯碱和电镀液。',
      'A PTFE-lined body and PFA-encapsulated disc keep fluid off all metal parts — for hydrochloric and sulphuric acid, chlor-alkali and plating solutions.',
    ),
    content: t(
      '<p>MR-BF110 的衬里厚度 3 mm 以上，并以燕尾槽锁定于阀体，防止真空工况下衬里脱落。衬里背部设弹性体支撑，补偿 PTFE 冷流，保持长期密封比压。</p><p>阀杆采用多道 V 形 PTFE 密封，并可设泄漏检测口。</p>',
      '<p>The MR-BF110 liner is at least 3 mm thick and dovetail-locked into the body so it cannot collapse under vacuum. An elastomer backing behind the liner compensates for PTFE cold flow and keeps sealing stress over time.</p><p>The stem has multiple PTFE V-ring seals and an optional leak-detection port.</p>',
    ),
    performance: t(
      '<ul><li>全真空至 1.6 MPa</li><li>双向 VI 级关断</li><li>-20 °C ~ +180 °C</li></ul>',
      '<ul><li>Full vacuum to 1.6 MPa</li><li>Bidirectional Class VI</li><li>-20 °C to +180 °C</li></ul>',
    ),
    advantages: t(
      '<ul><li>耐绝大多数酸碱和溶剂</li><li>价格远低于合金阀门</li><li>衬里抗真空设计</li></ul>',
      '<ul><li>Resists nearly all acids, alkalis and solvents</li><li>Far cheaper than alloy valves</li><li>Vacuum-proof lining</li></ul>',
    ),
    structure: t(
      '<p>球墨铸铁或碳钢阀体，燕尾槽锁定 PTFE 衬里；PFA 包覆阀板，内嵌钢骨架；中线对称结构。</p>',
      '<p>Ductile-iron or carbon-steel body with dovetail-locked PTFE liner; PFA-encapsulated disc with steel core; concentric design.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN600（2"–24"）', 'DN50–DN600 (2"–24")') },
      { name: N.rating, value: v('ANSI 150# / PN10–PN16') },
      { name: N.body, value: t('球墨铸铁 QT450、WCB', 'Ductile iron QT450, WCB') },
      { name: N.trim, value: t('PFA 包覆阀板', 'PFA-encapsulated disc') },
      { name: N.seat, value: t('PTFE 衬里 + 硅橡胶背衬', 'PTFE liner with silicone backing') },
      { name: N.leak, value: t('ANSI/FCI 70-2 VI 级', 'ANSI/FCI 70-2 Class VI') },
      { name: N.temp, value: v('-20 °C ~ +180 °C', '-20 °C to +180 °C') },
      { name: N.ends, value: t('对夹、凸耳', 'Wafer, lug') },
    ],
    pictures: [pic('butterfly-valve', 'MR-BF110'), pic('chemical-plant')],
    files: [datasheet('MR-BF110')],
    actuators: ['mr-ra300', 'mr-ea420'],
    modifiedValves: ['mr-bf120', 'mr-pl330'],
  },
  {
    key: 'mr-bf120',
    cate_id: 207,
    no: 'MR-BF120',
    title: t('MR-BF120 橡胶衬里中线蝶阀', 'MR-BF120 Rubber-Lined Concentric Butterfly Valve'),
    summary: t(
      'EPDM 或 NBR 衬里、双相钢或镍铝青铜阀板，用于给排水、海水淡化和循环冷却水。',
      'EPDM or NBR liners with duplex or nickel-aluminium-bronze discs for water, wastewater, desalination and cooling water.',
    ),
    content: t(
      '<p>MR-BF120 是水务和公用工程中最经济的调节与切断方案。硫化衬里与阀体牢固结合，阀板边缘经精密加工，启闭扭矩稳定。</p><p>饮用水工况可选用符合卫生要求的 EPDM 和环氧粉末涂层；海水工况推荐镍铝青铜阀板和双相钢阀杆。</p>',
      '<p>The MR-BF120 is the most economical control and isolation valve for water and utilities. The vulcanised liner is firmly bonded to the body and the disc edge is precision-machined for consistent torque.</p><p>For drinking water, hygienically approved EPDM and fusion-bonded epoxy are available; for seawater we recommend a nickel-aluminium-bronze disc and duplex shaft.</p>',
    ),
    performance: t(
      '<ul><li>双向零泄漏</li><li>PN10 / PN16，DN50–DN2000</li><li>设计寿命 25 年（水务工况）</li></ul>',
      '<ul><li>Bubble-tight in both directions</li><li>PN10 / PN16, DN50–DN2000</li><li>25-year design life in water service</li></ul>',
    ),
    advantages: t(
      '<ul><li>采购与维护成本低</li><li>衬里可现场更换（DN300 以下）</li><li>可配电动执行机构和远程控制</li></ul>',
      '<ul><li>Low purchase and maintenance cost</li><li>Field-replaceable liner up to DN300</li><li>Electric actuation and remote control available</li></ul>',
    ),
    structure: t(
      '<p>球墨铸铁阀体，环氧粉末涂层；硫化 EPDM / NBR 衬里；无销阀板连接，避免腐蚀泄漏通道。</p>',
      '<p>Ductile-iron body with fusion-bonded epoxy; vulcanised EPDM or NBR liner; pinless disc connection with no corrosion leak path.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN2000（2"–80"）', 'DN50–DN2000 (2"–80")') },
      { name: N.rating, value: v('PN10–PN16 / ANSI 150#') },
      { name: N.body, value: t('球墨铸铁、WCB', 'Ductile iron, WCB') },
      { name: N.trim, value: t('CF8M、2205 双相钢、镍铝青铜', 'CF8M, 2205 duplex, nickel-aluminium bronze') },
      { name: N.seat, value: t('EPDM、NBR 硫化衬里', 'Vulcanised EPDM or NBR liner') },
      { name: N.leak, value: t('零泄漏（EN 12266-1 A 级）', 'Bubble-tight (EN 12266-1 Rate A)') },
      { name: N.temp, value: v('-10 °C ~ +110 °C', '-10 °C to +110 °C') },
      { name: N.ends, value: WAFER_LUG },
    ],
    pictures: [pic('butterfly-valve', 'MR-BF120'), pic('water-treatment')],
    files: [datasheet('MR-BF120'), iom('MR-BF120')],
    actuators: ['mr-ea420', 'mr-ra300'],
    modifiedValves: ['mr-bf210', 'mr-bf230'],
  },

  // 208 V-port segmented ball valves ---------------------------------------
  {
    key: 'mr-bv210',
    cate_id: 208,
    no: 'MR-BV210',
    title: t('MR-BV210 V 型调节球阀', 'MR-BV210 V-Port Segmented Ball Control Valve'),
    summary: t(
      '偏心半球带 V 形切口，可调比 300:1，用于一般工艺调节、含纤维和黏稠介质。',
      'An eccentric segmented ball with V-notch and 300:1 rangeability for general process control and fibrous or viscous fluids.',
    ),
    content: t(
      '<p>MR-BV210 的偏心半球在关闭前才与阀座接触，运行中无摩擦磨损；开启时 V 口与阀座形成剪切，防止纤维缠绕和结晶堵塞。</p><p>阀体为法兰式整体结构，无需中法兰，消除了一个潜在泄漏点。</p>',
      '<p>The eccentric segment of the MR-BV210 touches the seat only at closure, so there is no rubbing wear in operation; as it opens the V-notch shears against the seat, preventing fibre wrapping and crystal build-up.</p><p>The flanged one-piece body has no centre flange, removing a potential leak path.</p>',
    ),
    performance: t(
      '<ul><li>可调比 300:1</li><li>金属阀座 IV 级，软阀座 VI 级</li><li>Cv 为同口径直行程阀的 2 倍以上</li></ul>',
      '<ul><li>Rangeability 300:1</li><li>Class IV metal seat, Class VI soft seat</li><li>More than twice the Cv of a same-size globe valve</li></ul>',
    ),
    advantages: t(
      '<ul><li>剪切关断，防堵防缠绕</li><li>一阀多用，减少规格种类</li><li>整体阀体，外漏风险低</li></ul>',
      '<ul><li>Shearing closure resists plugging and wrapping</li><li>One valve covers a wide range of duties</li><li>One-piece body with low leak risk</li></ul>',
    ),
    structure: t(
      '<ul><li>偏心半球，15°/30°/60°/90° V 口</li><li>弹簧加载金属阀座或 PTFE 阀座</li><li>花键阀杆，无间隙连接</li></ul>',
      '<ul><li>Eccentric segment with 15°/30°/60°/90° V-notch</li><li>Spring-loaded metal or PTFE seat</li><li>Splined, backlash-free shaft connection</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN400（1"–16"）', 'DN25–DN400 (1"–16")') },
      { name: N.rating, value: v('ANSI 150#–300# / PN16–PN40') },
      { name: N.body, value: t('WCB、CF8M、CD4MCu', 'WCB, CF8M, CD4MCu') },
      { name: N.trim, value: t('CF8M 镀硬铬、司太立堆焊', 'Hard-chromed CF8M, Stellite overlay') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级 / VI 级', 'ANSI/FCI 70-2 Class IV / VI') },
      { name: N.char, value: t('修正等百分比', 'Modified equal-percentage') },
      { name: N.range, value: v('300:1') },
      { name: N.temp, value: v('-29 °C ~ +400 °C', '-29 °C to +400 °C') },
      { name: N.ends, value: t('法兰、对夹', 'Flanged, wafer') },
      { name: N.cv, value: v('8–6800') },
    ],
    pictures: [pic('ball-valve', 'MR-BV210'), pic('control-valve-assembly', 'MR-BV210'), pic('test-bench')],
    files: [datasheet('MR-BV210'), sizing('MR-BV210')],
    actuators: ['mr-ra300', 'mr-dp600', 'mr-ea420'],
    modifiedValves: ['mr-bv220', 'mr-rp310'],
  },
  {
    key: 'mr-bv220',
    cate_id: 208,
    no: 'MR-BV220',
    title: t('MR-BV220 浆料专用 V 型球阀', 'MR-BV220 Stock-Control V-Port Ball Valve'),
    summary: t(
      '针对浆浓 2%–16% 纸浆设计的 V 型球阀，用于定量控制、浓度调节和稀释水控制。',
      'A V-port ball valve for pulp at 2–16% consistency — basis-weight control, consistency control and dilution water.',
    ),
    content: t(
      '<p>纸机定量阀要求在很小的行程变化下产生精确、无死区的流量变化。MR-BV220 采用锯齿形 V 口和零间隙花键阀杆，配合高分辨率定位器，分辨率可达 0.1%。</p><p>阀座采用刮刀结构，关闭时清除球面纤维，防止挂浆。</p>',
      '<p>A basis-weight valve must deliver precise flow changes with no dead band for very small travel steps. The MR-BV220 combines a serrated V-notch and zero-backlash splined shaft with a high-resolution positioner to reach 0.1% resolution.</p><p>A scraper seat wipes fibre off the ball as it closes, preventing stock hang-up.</p>',
    ),
    performance: t(
      '<ul><li>分辨率 0.1%（配 MR-DP600）</li><li>适用浆浓 2%–16%</li><li>死区 ≤ 0.2%</li></ul>',
      '<ul><li>0.1% resolution with MR-DP600</li><li>Stock consistency 2–16%</li><li>Dead band ≤ 0.2%</li></ul>',
    ),
    advantages: t(
      '<ul><li>纸张定量波动明显降低</li><li>刮刀阀座防挂浆</li><li>耐白水和漂白化学品腐蚀</li></ul>',
      '<ul><li>Noticeably lower basis-weight variation</li><li>Scraper seat prevents stock hang-up</li><li>Resists white water and bleaching chemicals</li></ul>',
    ),
    structure: t(
      '<p>CF3M 或 254SMO 阀体，锯齿形 V 口球体，刮刀式金属阀座，零间隙花键连接。</p>',
      '<p>CF3M or 254SMO body, serrated V-notch ball, scraper-type metal seat, zero-backlash splined connection.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN300（2"–12"）', 'DN50–DN300 (2"–12")') },
      { name: N.rating, value: v('ANSI 150# / PN10–PN25') },
      { name: N.body, value: t('CF3M、254SMO', 'CF3M, 254SMO') },
      { name: N.trim, value: t('CF3M 镀硬铬', 'Hard-chromed CF3M') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级', 'ANSI/FCI 70-2 Class IV') },
      { name: N.char, value: t('等百分比（锯齿形 V 口）', 'Equal-percentage (serrated V-notch)') },
      { name: N.temp, value: v('0 °C ~ +200 °C', '0 °C to +200 °C') },
      { name: N.ends, value: t('对夹、法兰', 'Wafer, flanged') },
    ],
    pictures: [pic('ball-valve', 'MR-BV220'), pic('pulp-paper')],
    files: [datasheet('MR-BV220')],
    actuators: ['mr-ra300', 'mr-dp600'],
    modifiedValves: ['mr-bv210', 'mr-kg410'],
  },
  {
    key: 'mr-bv230',
    cate_id: 208,
    no: 'MR-BV230',
    title: t('MR-BV230 陶瓷 V 型球阀', 'MR-BV230 Ceramic-Lined V-Port Ball Valve'),
    summary: t(
      '球体、阀座和流道采用工程陶瓷，用于矿浆、石灰乳和脱硫浆液的耐磨调节。',
      'Ceramic ball, seat and flow passage for abrasion-resistant control of mineral slurry, lime milk and FGD slurry.',
    ),
    content: t(
      '<p>MR-BV230 的球体和阀座采用氧化铝或氧化锆陶瓷，流道内衬陶瓷套管，所有与介质接触的表面硬度均在 HV 1200 以上。</p><p>在脱硫石灰石浆液调节中，其寿命通常为金属阀的 6 倍以上。</p>',
      '<p>The MR-BV230 uses alumina or zirconia ceramic for the ball and seat, with ceramic sleeves lining the flow path, so every wetted surface exceeds HV 1,200.</p><p>In FGD limestone slurry control it typically lasts more than six times as long as a metal valve.</p>',
    ),
    performance: t(
      '<ul><li>湿部硬度 ≥ HV 1200</li><li>固体含量最高 50%</li><li>寿命为金属阀的 6 倍以上</li></ul>',
      '<ul><li>Wetted hardness ≥ HV 1,200</li><li>Solids content up to 50%</li><li>Over six times the life of a metal valve</li></ul>',
    ),
    advantages: t(
      '<ul><li>全陶瓷湿部</li><li>耐酸性浆液腐蚀</li><li>减少停机更换次数</li></ul>',
      '<ul><li>All-ceramic wetted parts</li><li>Resists acidic slurries</li><li>Fewer replacement outages</li></ul>',
    ),
    structure: t(
      '<p>WCB 或 CF8M 阀体内衬陶瓷套管；陶瓷 V 口球体以金属轴套传递扭矩；弹簧加载陶瓷阀座。</p>',
      '<p>WCB or CF8M body with ceramic sleeves; ceramic V-notch ball driven through a metal hub; spring-loaded ceramic seat.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN250（1"–10"）', 'DN25–DN250 (1"–10")') },
      { name: N.rating, value: v('ANSI 150#–300# / PN16–PN40') },
      { name: N.body, value: t('WCB、CF8M（陶瓷内衬）', 'WCB, CF8M (ceramic-lined)') },
      { name: N.trim, value: t('99% 氧化铝、氧化锆', '99% alumina, zirconia') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级', 'ANSI/FCI 70-2 Class IV') },
      { name: N.char, value: t('修正等百分比', 'Modified equal-percentage') },
      { name: N.temp, value: v('-20 °C ~ +200 °C', '-20 °C to +200 °C') },
      { name: N.ends, value: t('法兰', 'Flanged') },
    ],
    pictures: [pic('ball-valve', 'MR-BV230'), pic('mining'), pic('power-plant')],
    files: [datasheet('MR-BV230')],
    actuators: ['mr-ra300', 'mr-ea420'],
    modifiedValves: ['mr-bv210', 'mr-rp320'],
  },

  // 209 Trunnion-mounted control ball valves ------------------------------
  {
    key: 'mr-bv310',
    cate_id: 209,
    no: 'MR-BV310',
    title: t('MR-BV310 固定球调节阀', 'MR-BV310 Trunnion-Mounted Control Ball Valve'),
    summary: t(
      '全通径或特性化固定球，用于长输管线、压气站和计量站的流量与压力控制。',
      'A full-bore or characterised trunnion ball for flow and pressure control at pipeline, compressor and metering stations.',
    ),
    content: t(
      '<p>MR-BV310 在固定球内安装可选的多孔降噪特性化插件，使球阀在保持高流通能力的同时获得良好的调节特性和较低噪声。不安装插件时，阀门为全通径，可通过清管器。</p><p>双活塞效应阀座可实现双截断与泄放功能。</p>',
      '<p>The MR-BV310 can carry a multi-hole characterising insert in its trunnion ball, adding good control characteristics and lower noise while keeping high capacity. Without the insert the valve is full-bore and piggable.</p><p>Double-piston-effect seats provide double block-and-bleed.</p>',
    ),
    performance: t(
      '<ul><li>可调比 200:1</li><li>插件降噪 10–15 dBA</li><li>双向 VI 级关断</li></ul>',
      '<ul><li>Rangeability 200:1</li><li>10–15 dBA noise reduction with insert</li><li>Bidirectional Class VI</li></ul>',
    ),
    advantages: t(
      '<ul><li>调节与切断合二为一</li><li>插件可现场加装</li><li>大口径扭矩低</li></ul>',
      '<ul><li>Control and isolation in one valve</li><li>Insert can be added on site</li><li>Low torque in large sizes</li></ul>',
    ),
    structure: t(
      '<p>三片式锻造阀体，上下轴承支撑球体，弹簧加载浮动阀座，紧急注脂口。</p>',
      '<p>Three-piece forged body, ball supported on upper and lower trunnions, spring-loaded floating seats, emergency sealant injection ports.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN900（2"–36"）', 'DN50–DN900 (2"–36")') },
      { name: N.rating, value: v('ANSI 150#–1500# / PN16–PN260') },
      { name: N.body, value: t('A105、LF2、F316、F51', 'A105, LF2, F316, F51') },
      { name: N.trim, value: t('A105 化学镀镍、F316', 'ENP-coated A105, F316') },
      { name: N.seat, value: t('PEEK / 尼龙嵌件或金属阀座', 'PEEK / nylon insert or metal seat') },
      { name: N.leak, value: t('ANSI/FCI 70-2 VI 级', 'ANSI/FCI 70-2 Class VI') },
      { name: N.char, value: t('修正等百分比（带插件）', 'Modified equal-percentage (with insert)') },
      { name: N.temp, value: v('-46 °C ~ +200 °C', '-46 °C to +200 °C') },
      { name: N.ends, value: FLANGED },
      { name: N.standard, value: v('API 6D、ASME B16.34', 'API 6D, ASME B16.34') },
    ],
    pictures: [pic('ball-valve', 'MR-BV310'), pic('pipeline'), pic('test-bench')],
    files: [datasheet('MR-BV310'), iom('MR-BV310')],
    actuators: ['mr-ra320', 'mr-eh500', 'mr-dp600'],
    modifiedValves: ['mr-bv320', 'mr-ln620'],
  },
  {
    key: 'mr-bv320',
    cate_id: 209,
    no: 'MR-BV320',
    title: t('MR-BV320 紧急切断球阀', 'MR-BV320 Emergency Shutdown Ball Valve'),
    summary: t(
      '固定球紧急切断阀组，配弹簧复位执行机构和 SIL 认证定位器，用于装置进出口和储罐隔离。',
      'A trunnion ESD valve assembly with spring-return actuator and SIL-certified positioner for unit battery limits and tank isolation.',
    ),
    content: t(
      '<p>MR-BV320 作为安全仪表功能的最终元件，整套阀组按 IEC 61508 进行可靠性评估并提供 SIL 证书。部分行程测试功能可在不停产的情况下验证阀门可动作性。</p><p>标准配置包括弹簧复位拨叉式执行机构、电磁阀、限位开关和 MR-DP640 安全定位器。</p>',
      '<p>As the final element of a safety-instrumented function, the MR-BV320 assembly is assessed to IEC 61508 and supplied with a SIL certificate. Partial-stroke testing proves the valve can move without interrupting production.</p><p>The standard package comprises a spring-return scotch-yoke actuator, solenoid valve, limit switches and an MR-DP640 safety positioner.</p>',
    ),
    performance: t(
      '<ul><li>SIL 3 适用（冗余配置）</li><li>关闭时间 ≤ 2 s（DN200）</li><li>API 6FA 防火测试</li></ul>',
      '<ul><li>SIL 3 capable in redundant architecture</li><li>Closing time ≤ 2 s (DN200)</li><li>Fire-tested to API 6FA</li></ul>',
    ),
    advantages: t(
      '<ul><li>整套阀组单一责任方</li><li>部分行程测试，减少停车验证</li><li>完整的 SIL 文件包</li></ul>',
      '<ul><li>Single-source responsibility for the whole assembly</li><li>Partial-stroke testing reduces shutdown proof tests</li><li>Complete SIL documentation package</li></ul>',
    ),
    structure: t(
      '<p>固定球、防吹出阀杆、防静电结构；弹簧复位拨叉式执行机构；不锈钢气路与快排阀。</p>',
      '<p>Trunnion ball, blow-out-proof stem and anti-static design; spring-return scotch-yoke actuator; stainless tubing with quick-exhaust valve.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN600（2"–24"）', 'DN50–DN600 (2"–24")') },
      { name: N.rating, value: v('ANSI 150#–2500# / PN16–PN420') },
      { name: N.body, value: t('A105、LF2、F316', 'A105, LF2, F316') },
      { name: N.seat, value: t('PEEK 嵌件或金属阀座', 'PEEK insert or metal seat') },
      { name: N.leak, value: t('ANSI/FCI 70-2 VI 级；API 6D', 'ANSI/FCI 70-2 Class VI; API 6D') },
      { name: N.temp, value: v('-46 °C ~ +200 °C', '-46 °C to +200 °C') },
      { name: N.ends, value: FLANGED },
      {
        name: N.failsafe,
        value: t('弹簧复位，故障关（可选故障开）', 'Spring return, fail-closed (fail-open optional)'),
      },
      { name: N.speed, value: v('≤ 2 s（DN200）', '≤ 2 s (DN200)') },
    ],
    pictures: [pic('ball-valve', 'MR-BV320'), pic('control-valve-assembly', 'ESD'), pic('lng-terminal')],
    files: [
      datasheet('MR-BV320'),
      {
        name: t('MR-BV320 SIL 安全手册', 'MR-BV320 SIL Safety Manual'),
        summary: t(
          '失效率数据、验证测试间隔与使用限制。',
          'Failure-rate data, proof-test intervals and restrictions of use.',
        ),
      },
    ],
    actuators: ['mr-ra320', 'mr-dp640', 'mr-sv710'],
    modifiedValves: ['mr-bv310', 'mr-bf330'],
  },

  // 210 Metal-seated ball valves --------------------------------------------
  {
    key: 'mr-bv410',
    cate_id: 210,
    no: 'MR-BV410',
    title: t('MR-BV410 金属硬密封球阀', 'MR-BV410 Metal-Seated Floating Ball Valve'),
    summary: t(
      '碳化钨涂层球体与阀座，用于含颗粒、高温和频繁开关的切断工况。',
      'Tungsten-carbide-coated ball and seat for isolation with solids, high temperature and frequent cycling.',
    ),
    content: t(
      '<p>MR-BV410 是浮动球结构的金属密封球阀，适合 DN150 以下的中小口径。球体与阀座配对研磨并经 100% 气密试验，关断达到 V 级。</p><p>适用于锅炉排污、疏水、催化剂加料和粉体输送切断。</p>',
      '<p>The MR-BV410 is a floating-ball metal-seated valve for smaller sizes up to DN150. Ball and seat are lapped as a pair and 100% gas-tested to Class V.</p><p>It suits boiler blowdown, drains, catalyst addition and powder-conveying isolation.</p>',
    ),
    performance: t(
      '<ul><li>关断 V 级，可选 MSS SP-61 零泄漏</li><li>温度最高 540 °C</li><li>涂层硬度 ≥ HRC 68</li></ul>',
      '<ul><li>Class V, MSS SP-61 zero leakage optional</li><li>Up to 540 °C</li><li>Coating hardness ≥ HRC 68</li></ul>',
    ),
    advantages: t(
      '<ul><li>耐冲刷，寿命长</li><li>结构简单，价格合理</li><li>可在线更换阀座（分体式）</li></ul>',
      '<ul><li>Erosion-resistant and long-lasting</li><li>Simple and economical</li><li>Seats replaceable in-line (split-body version)</li></ul>',
    ),
    structure: t(
      '<p>两片式或三片式阀体，HVOF 碳化钨涂层球体，碟簧预紧阀座，防吹出阀杆。</p>',
      '<p>Two- or three-piece body, HVOF tungsten-carbide ball, Belleville-loaded seat, blow-out-proof stem.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN15–DN150（½"–6"）', 'DN15–DN150 (½"–6")') },
      { name: N.rating, value: v('ANSI 150#–2500# / PN16–PN420') },
      { name: N.body, value: t('A105、F22、F316', 'A105, F22, F316') },
      { name: N.trim, value: t('碳化钨 / 碳化铬涂层', 'Tungsten / chromium carbide coating') },
      { name: N.leak, value: t('ANSI/FCI 70-2 V 级', 'ANSI/FCI 70-2 Class V') },
      { name: N.temp, value: v('-29 °C ~ +540 °C', '-29 °C to +540 °C') },
      { name: N.ends, value: FLANGED_SW },
    ],
    pictures: [pic('ball-valve', 'MR-BV410'), pic('power-plant')],
    files: [datasheet('MR-BV410')],
    actuators: ['mr-ra300', 'mr-ea420'],
    modifiedValves: ['mr-bv420', 'mr-bv430'],
  },
  {
    key: 'mr-bv420',
    cate_id: 210,
    no: 'MR-BV420',
    title: t(
      'MR-BV420 锁斗与煤气化金属密封球阀',
      'MR-BV420 Lock-Hopper & Gasification Metal-Seated Ball Valve',
    ),
    summary: t(
      '为煤气化锁斗、排渣和黑水系统设计，高频次开关、耐磨耐高温，设计寿命 10 万次循环。',
      'For gasifier lock hoppers, slag discharge and black water: high-cycle, abrasion- and heat-resistant, designed for 100,000 cycles.',
    ),
    content: t(
      '<p>煤气化锁斗阀每天开关上百次，同时承受高压差和含渣颗粒冲刷，是气化装置中更换最频繁的阀门之一。MR-BV420 采用固定球结构、双向金属密封和吹扫腔设计，防止细灰在阀腔中堆积。</p><p>阀座与球体可在现场修复研磨，延长整机寿命。</p>',
      '<p>Lock-hopper valves cycle hundreds of times a day against high ΔP and abrasive slag, making them among the most frequently replaced valves in a gasifier. The MR-BV420 uses a trunnion ball, bidirectional metal seats and a purged cavity that stops fine ash building up inside.</p><p>Seats and ball can be re-lapped in the field to extend service life.</p>',
    ),
    performance: t(
      '<ul><li>设计寿命 10 万次循环</li><li>允许压差 10 MPa，双向密封</li><li>温度最高 400 °C</li></ul>',
      '<ul><li>Designed for 100,000 cycles</li><li>ΔP 10 MPa, bidirectional sealing</li><li>Up to 400 °C</li></ul>',
    ),
    advantages: t(
      '<ul><li>吹扫腔防积灰</li><li>现场可修复</li><li>配快速液压执行机构</li></ul>',
      '<ul><li>Purged cavity prevents ash build-up</li><li>Field-repairable</li><li>Fast hydraulic actuation</li></ul>',
    ),
    structure: t(
      '<p>锻钢固定球阀体，碳化铬涂层球体与阀座，阀腔吹扫接口，加长阀杆防尘密封。</p>',
      '<p>Forged trunnion body, chromium-carbide-coated ball and seats, cavity purge connections, extended stem with dust seal.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN400（2"–16"）', 'DN50–DN400 (2"–16")') },
      { name: N.rating, value: v('ANSI 600#–2500# / PN100–PN420') },
      { name: N.body, value: t('F22、F316、F51', 'F22, F316, F51') },
      {
        name: N.trim,
        value: t('碳化铬涂层、Inconel 718 球体', 'Chromium-carbide coating, Inconel 718 ball'),
      },
      { name: N.leak, value: t('ANSI/FCI 70-2 V 级（双向）', 'ANSI/FCI 70-2 Class V (bidirectional)') },
      { name: N.temp, value: v('-29 °C ~ +400 °C', '-29 °C to +400 °C') },
      { name: N.ends, value: t('RTJ 法兰、对焊', 'RTJ flanged, butt-weld') },
      {
        name: N.act,
        value: t('双作用液压 / 气动拨叉式', 'Double-acting hydraulic or pneumatic scotch-yoke'),
      },
    ],
    pictures: [pic('ball-valve', 'MR-BV420'), pic('chemical-plant'), pic('workshop-repair')],
    files: [datasheet('MR-BV420'), iom('MR-BV420')],
    actuators: ['mr-eh500', 'mr-ra320'],
    modifiedValves: ['mr-bv410', 'mr-av620'],
  },
  {
    key: 'mr-bv430',
    cate_id: 210,
    no: 'MR-BV430',
    title: t('MR-BV430 氧气专用球阀', 'MR-BV430 Oxygen-Service Ball Valve'),
    summary: t(
      '镍基或铜合金阀体，严格脱脂和防静电设计，用于空分、炼钢和化工装置的氧气管线。',
      'Nickel-alloy or copper-alloy bodies with strict degreasing and anti-static design for oxygen lines in air separation, steelmaking and chemical plants.',
    ),
    content: t(
      '<p>氧气阀门的核心风险是颗粒冲击和绝热压缩引发的燃烧。MR-BV430 在材料选择上遵循燃烧阈值速度原则，对流速较高的部位采用蒙乃尔或铜合金，非金属件全部采用氧相容材料。</p><p>每台阀门在洁净间内组装，并提供脱脂检验报告。</p>',
      '<p>The main hazards for oxygen valves are particle impact and adiabatic compression, both of which can start a fire. The MR-BV430 follows velocity-threshold rules in its material selection, using Monel or copper alloys where velocities are high and only oxygen-compatible non-metals.</p><p>Every valve is assembled in a clean room and shipped with a cleanliness inspection report.</p>',
    ),
    performance: t(
      '<ul><li>残油量 ≤ 125 mg/m²</li><li>双向 VI 级关断</li><li>防静电电阻 &lt; 10 Ω</li></ul>',
      '<ul><li>Residual hydrocarbons ≤ 125 mg/m²</li><li>Bidirectional Class VI</li><li>Anti-static resistance &lt; 10 Ω</li></ul>',
    ),
    advantages: t(
      '<ul><li>氧相容材料体系</li><li>洁净间装配与专用包装</li><li>可配旁路均压阀</li></ul>',
      '<ul><li>Oxygen-compatible material system</li><li>Clean-room assembly and sealed packaging</li><li>Pressure-equalising bypass available</li></ul>',
    ),
    structure: t(
      '<p>蒙乃尔、铝青铜或 CF8M 阀体；PCTFE 阀座；阀杆防静电弹簧；法兰端带保护盖密封包装。</p>',
      '<p>Monel, aluminium bronze or CF8M body; PCTFE seats; anti-static stem spring; flange ends capped and sealed.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN15–DN300（½"–12"）', 'DN15–DN300 (½"–12")') },
      { name: N.rating, value: v('ANSI 150#–600# / PN16–PN100') },
      { name: N.body, value: t('蒙乃尔 400、C95800、CF8M', 'Monel 400, C95800, CF8M') },
      { name: N.seat, value: t('PCTFE、PTFE（氧相容等级）', 'PCTFE, oxygen-grade PTFE') },
      { name: N.leak, value: t('ANSI/FCI 70-2 VI 级', 'ANSI/FCI 70-2 Class VI') },
      { name: N.temp, value: v('-196 °C ~ +150 °C', '-196 °C to +150 °C') },
      { name: N.ends, value: FLANGED_SW },
    ],
    pictures: [pic('ball-valve', 'MR-BV430'), pic('laboratory')],
    files: [datasheet('MR-BV430')],
    actuators: ['mr-ra300', 'mr-ls720'],
    modifiedValves: ['mr-bv410', 'mr-cv520'],
  },

  // 211 Gate valves ---------------------------------------------------------
  {
    key: 'mr-gt210',
    cate_id: 211,
    no: 'MR-GT210',
    title: t('MR-GT210 平行双闸板闸阀', 'MR-GT210 Parallel-Slide Gate Valve'),
    summary: t(
      '弹簧撑开的平行双闸板，热态不卡阻，用于主蒸汽、再热蒸汽和高压给水隔离。',
      'Spring-spread parallel discs that never bind when hot, for main steam, reheat steam and high-pressure feedwater isolation.',
    ),
    content: t(
      '<p>MR-GT210 的两片闸板在弹簧作用下贴紧阀座，介质压力进一步压紧下游密封面；闸板沿阀座平行滑动，自清洁且不会因热胀冷缩楔死。</p><p>自密封阀盖和 F92 材料使其可用于 620 °C 超超临界参数。</p>',
      '<p>In the MR-GT210 a spring holds two discs against the seats, and line pressure presses the downstream disc harder. The discs slide parallel to the seats, self-cleaning and unable to wedge tight on thermal cycling.</p><p>A pressure-seal bonnet and F92 material make it suitable for 620 °C ultra-supercritical conditions.</p>',
    ),
    performance: t(
      '<ul><li>最高 620 °C / 32 MPa</li><li>关断 MSS SP-61</li><li>热态启闭无卡阻</li></ul>',
      '<ul><li>Up to 620 °C / 32 MPa</li><li>Shutoff to MSS SP-61</li><li>No binding when opened hot</li></ul>',
    ),
    advantages: t(
      '<ul><li>滑动自清洁密封面</li><li>无楔死风险，操作力稳定</li><li>阀座可在线修磨</li></ul>',
      '<ul><li>Self-cleaning sliding seal faces</li><li>No wedging and consistent operating force</li><li>Seats can be lapped in place</li></ul>',
    ),
    structure: t(
      '<p>锻造 F91 / F92 阀体，自密封阀盖，双闸板司太立堆焊，中心弹簧撑开结构，旁路预暖阀可选。</p>',
      '<p>Forged F91 / F92 body, pressure-seal bonnet, Stellite-faced twin discs with centre spring, optional warm-up bypass.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN600（2"–24"）', 'DN50–DN600 (2"–24")') },
      { name: N.rating, value: v('ANSI 900#–2500# / PN150–PN420') },
      { name: N.body, value: t('A105、F22、F91、F92', 'A105, F22, F91, F92') },
      { name: N.trim, value: t('司太立 6 堆焊闸板与阀座', 'Stellite 6 faced discs and seats') },
      { name: N.leak, value: t('MSS SP-61', 'MSS SP-61') },
      { name: N.temp, value: v('-29 °C ~ +620 °C', '-29 °C to +620 °C') },
      { name: N.ends, value: t('对焊', 'Butt-weld') },
      { name: N.act, value: t('电动多回转 / 齿轮箱手动', 'Multi-turn electric or gear-operated') },
    ],
    pictures: [pic('gate-valve', 'MR-GT210'), pic('power-plant'), pic('workshop-repair')],
    files: [datasheet('MR-GT210'), iom('MR-GT210')],
    actuators: ['mr-ea440'],
    modifiedValves: ['mr-gt220', 'mr-bf320'],
  },
  {
    key: 'mr-gt220',
    cate_id: 211,
    no: 'MR-GT220',
    title: t('MR-GT220 柔性楔式闸阀', 'MR-GT220 Flexible-Wedge Gate Valve'),
    summary: t(
      '按 API 600 设计的螺栓阀盖柔性楔式闸阀，用于炼油、化工和公用工程管线隔离。',
      'A bolted-bonnet flexible-wedge gate valve to API 600 for isolation in refinery, chemical and utility lines.',
    ),
    content: t(
      '<p>MR-GT220 的柔性闸板在中部开槽，可补偿阀座的微小变形和温度引起的角度变化，关闭严密、开启轻松。</p><p>可配低逸散填料并按 ISO 15848-1 进行型式试验，满足挥发性有机物排放控制要求。</p>',
      '<p>The flexible wedge of the MR-GT220 is relieved at its centre to absorb small seat distortions and thermally induced angle changes, shutting tight and opening easily.</p><p>Low-emission packing type-tested to ISO 15848-1 is available to meet VOC emission rules.</p>',
    ),
    performance: t(
      '<ul><li>API 598 关断</li><li>ISO 15848-1 B 级逸散排放（可选）</li><li>-29 °C ~ +550 °C</li></ul>',
      '<ul><li>Shutoff to API 598</li><li>Fugitive emissions ISO 15848-1 Class B (option)</li><li>-29 °C to +550 °C</li></ul>',
    ),
    advantages: t(
      '<ul><li>成熟可靠，通用性强</li><li>低逸散填料可选</li><li>常用规格现货</li></ul>',
      '<ul><li>Proven and versatile</li><li>Low-emission packing option</li><li>Common sizes from stock</li></ul>',
    ),
    structure: t(
      '<p>铸钢阀体，螺栓连接阀盖，柔性楔式闸板，明杆支架，背密封结构。</p>',
      '<p>Cast-steel body, bolted bonnet, flexible wedge, outside-screw-and-yoke, back seat.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN900（2"–36"）', 'DN50–DN900 (2"–36")') },
      { name: N.rating, value: v('ANSI 150#–1500# / PN16–PN260') },
      { name: N.body, value: t('WCB、WC6、CF8M、LCC', 'WCB, WC6, CF8M, LCC') },
      { name: N.trim, value: t('API Trim 8 / 12 / 5', 'API Trim 8 / 12 / 5') },
      { name: N.leak, value: t('API 598', 'API 598') },
      { name: N.temp, value: v('-29 °C ~ +550 °C', '-29 °C to +550 °C') },
      { name: N.ends, value: t('法兰、对焊', 'Flanged, butt-weld') },
      { name: N.standard, value: v('API 600、ASME B16.34', 'API 600, ASME B16.34') },
    ],
    pictures: [pic('gate-valve', 'MR-GT220'), pic('refinery')],
    files: [datasheet('MR-GT220')],
    actuators: ['mr-ea440'],
    modifiedValves: ['mr-gt210', 'mr-bf310'],
  },

  // 212 Eccentric rotary plug & plug valves --------------------------------
  {
    key: 'mr-rp310',
    cate_id: 212,
    no: 'MR-RP310',
    title: t('MR-RP310 偏心旋转调节阀', 'MR-RP310 Eccentric Rotary Plug Control Valve'),
    summary: t(
      '球面阀芯偏心旋转，兼具直行程阀的调节精度和旋转阀的流通能力，用于含颗粒和易结焦介质。',
      'A spherical plug on an eccentric path combines globe precision with rotary capacity for solids-bearing and coking fluids.',
    ),
    content: t(
      '<p>MR-RP310 的阀芯开启时即离开阀座，无摩擦磨损；关闭时由柔性臂自动对中，获得 IV 级关断。直通流道使颗粒不易沉积，适合焦化、渣油、树脂和含催化剂的工艺流体。</p><p>可调比 100:1，Cv 约为同口径直行程阀的 1.5 倍。</p>',
      '<p>The MR-RP310 plug leaves its seat as soon as it opens, avoiding rubbing wear, and a flexible arm self-centres it on closing for Class IV shutoff. The straight-through path leaves solids nowhere to settle, suiting coker, residue, resin and catalyst-bearing fluids.</p><p>Rangeability is 100:1 and Cv is around 1.5 times that of a same-size globe valve.</p>',
    ),
    performance: t(
      '<ul><li>可调比 100:1</li><li>关断 IV 级，V 级可选</li><li>允许压差 10 MPa</li></ul>',
      '<ul><li>Rangeability 100:1</li><li>Class IV; Class V optional</li><li>Allowable ΔP 10 MPa</li></ul>',
    ),
    advantages: t(
      '<ul><li>自对中阀芯，密封可靠</li><li>直通流道，不积料</li><li>重量轻，执行机构小</li></ul>',
      '<ul><li>Self-centring plug for dependable sealing</li><li>Straight-through path with no dead pockets</li><li>Light weight and small actuator</li></ul>',
    ),
    structure: t(
      '<p>整体法兰式阀体，柔性臂偏心阀芯，可换阀座环，花键阀杆；阀芯可选司太立或碳化铬涂层。</p>',
      '<p>One-piece flanged body, eccentric plug on flexible arm, replaceable seat ring, splined shaft; Stellite or chromium-carbide plug coating.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN300（1"–12"）', 'DN25–DN300 (1"–12")') },
      { name: N.rating, value: v('ANSI 150#–600# / PN16–PN100') },
      { name: N.body, value: t('WCB、WC6、CF8M', 'WCB, WC6, CF8M') },
      { name: N.trim, value: t('CF8M + 司太立、碳化铬涂层', 'CF8M with Stellite, chromium-carbide coating') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级，V 级可选', 'ANSI/FCI 70-2 Class IV; Class V optional') },
      { name: N.char, value: t('线性', 'Linear') },
      { name: N.range, value: v('100:1') },
      { name: N.temp, value: v('-29 °C ~ +425 °C', '-29 °C to +425 °C') },
      { name: N.ends, value: t('法兰、对夹', 'Flanged, wafer') },
    ],
    pictures: [pic('plug-valve', 'MR-RP310'), pic('refinery'), pic('test-bench')],
    files: [datasheet('MR-RP310'), iom('MR-RP310')],
    actuators: ['mr-ra300', 'mr-dp600'],
    modifiedValves: ['mr-rp320', 'mr-bv210'],
  },
  {
    key: 'mr-rp320',
    cate_id: 212,
    no: 'MR-RP320',
    title: t('MR-RP320 重载耐磨偏心旋转阀', 'MR-RP320 Heavy-Duty Abrasion-Resistant Rotary Plug Valve'),
    summary: t(
      '陶瓷或碳化钨阀芯与阀座，用于矿浆、氧化铝溶出和煤浆的高磨损调节。',
      'Ceramic or tungsten-carbide plug and seat for high-wear control of mineral slurry, alumina digestion and coal slurry.',
    ),
    content: t(
      '<p>MR-RP320 在 MR-RP310 的基础上加厚阀体壁厚、加大阀杆直径，并将湿部升级为陶瓷或碳化钨。出口侧设可换衬套，保护阀体不被节流后高速浆液冲刷。</p><p>在氧化铝溶出和高压泵出口工况中，其平均无故障运行时间超过 18 个月。</p>',
      '<p>The MR-RP320 builds on the MR-RP310 with a thicker body, larger shaft and ceramic or tungsten-carbide wetted parts. A replaceable outlet sleeve protects the body from high-velocity slurry downstream of the throttling point.</p><p>In alumina digestion and high-pressure pump discharge service it averages more than 18 months between failures.</p>',
    ),
    performance: t(
      '<ul><li>固体含量最高 60%</li><li>平均无故障运行 &gt; 18 个月</li><li>允许压差 6 MPa</li></ul>',
      '<ul><li>Solids up to 60%</li><li>Mean time between failures &gt; 18 months</li><li>Allowable ΔP 6 MPa</li></ul>',
    ),
    advantages: t(
      '<ul><li>可换出口衬套</li><li>湿部材料可按磨损机理选择</li><li>与 MR-RP310 共用执行机构</li></ul>',
      '<ul><li>Replaceable outlet sleeve</li><li>Wetted materials chosen for the wear mechanism</li><li>Shares actuators with the MR-RP310</li></ul>',
    ),
    structure: t(
      '<p>加厚铸钢阀体，整体陶瓷或碳化钨阀芯，陶瓷阀座环，出口耐磨衬套，阀杆刮料密封。</p>',
      '<p>Heavy-wall cast body, solid ceramic or tungsten-carbide plug, ceramic seat ring, wear-resistant outlet sleeve, stem scraper seal.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN300（2"–12"）', 'DN50–DN300 (2"–12")') },
      { name: N.rating, value: v('ANSI 150#–900# / PN16–PN150') },
      { name: N.body, value: t('WCB、CF8M、高铬铸铁衬里', 'WCB, CF8M, high-chrome iron lined') },
      { name: N.trim, value: t('氧化锆陶瓷、碳化钨', 'Zirconia ceramic, tungsten carbide') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级', 'ANSI/FCI 70-2 Class IV') },
      { name: N.char, value: t('线性', 'Linear') },
      { name: N.temp, value: v('-20 °C ~ +300 °C', '-20 °C to +300 °C') },
      { name: N.ends, value: t('法兰', 'Flanged') },
    ],
    pictures: [pic('plug-valve', 'MR-RP320'), pic('mining')],
    files: [datasheet('MR-RP320')],
    actuators: ['mr-ra300', 'mr-ra320', 'mr-dp600'],
    modifiedValves: ['mr-rp310', 'mr-bv230'],
  },
  {
    key: 'mr-pl330',
    cate_id: 212,
    no: 'MR-PL330',
    title: t('MR-PL330 PTFE 套筒旋塞阀', 'MR-PL330 PTFE-Sleeved Plug Valve'),
    summary: t(
      'PTFE 套筒密封、无需注脂，提供直通和多通道切换，用于腐蚀性介质和易聚合介质。',
      'A PTFE sleeve seals without lubricant, in straight-through and multi-port versions for corrosive and polymerising fluids.',
    ),
    content: t(
      '<p>MR-PL330 的旋塞被 PTFE 套筒 360° 包围，阀腔内无死区，适用于易聚合、易结晶的单体和强腐蚀介质。三通和四通型号可在一台阀门内完成流向切换。</p><p>顶部调节压盖可在线补偿套筒磨损，延长检修周期。</p>',
      '<p>The MR-PL330 plug is surrounded 360° by a PTFE sleeve, leaving no cavity for polymerising or crystallising monomers or aggressive chemicals. Three- and four-way versions switch flow paths in a single valve.</p><p>An adjustable top cap compensates for sleeve wear on line, extending maintenance intervals.</p>',
    ),
    performance: t(
      '<ul><li>双向 VI 级关断</li><li>无阀腔死区</li><li>-29 °C ~ +200 °C</li></ul>',
      '<ul><li>Bidirectional Class VI</li><li>No body cavity</li><li>-29 °C to +200 °C</li></ul>',
    ),
    advantages: t(
      '<ul><li>免注脂，免维护</li><li>多通道切换替代多台阀门</li><li>在线补偿磨损</li></ul>',
      '<ul><li>No lubrication or routine maintenance</li><li>Multi-port switching replaces several valves</li><li>Wear compensated on line</li></ul>',
    ),
    structure: t(
      '<p>铸钢或不锈钢阀体，锥形旋塞，PTFE 套筒，可调压盖；可选 PFA 全衬里型。</p>',
      '<p>Cast carbon or stainless body, tapered plug, PTFE sleeve, adjustable cap; fully PFA-lined version available.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN15–DN300（½"–12"）', 'DN15–DN300 (½"–12")') },
      { name: N.rating, value: v('ANSI 150#–300# / PN16–PN40') },
      { name: N.body, value: t('WCB、CF8M、CD4MCu', 'WCB, CF8M, CD4MCu') },
      { name: N.seat, value: t('PTFE 套筒、PFA 衬里', 'PTFE sleeve, PFA lining') },
      { name: N.leak, value: t('ANSI/FCI 70-2 VI 级', 'ANSI/FCI 70-2 Class VI') },
      { name: N.temp, value: v('-29 °C ~ +200 °C', '-29 °C to +200 °C') },
      { name: N.ends, value: t('法兰', 'Flanged') },
    ],
    pictures: [pic('plug-valve', 'MR-PL330'), pic('chemical-plant')],
    files: [datasheet('MR-PL330')],
    actuators: ['mr-ra300', 'mr-ea420'],
    modifiedValves: ['mr-bf110', 'mr-rp310'],
  },

  // 213 Knife gate valves ---------------------------------------------------
  {
    key: 'mr-kg410',
    cate_id: 213,
    no: 'MR-KG410',
    title: t('MR-KG410 浆料刀闸阀', 'MR-KG410 Pulp Stock Knife Gate Valve'),
    summary: t(
      '不锈钢对夹式刀闸阀，刃口闸板切断纤维，用于浆池、浆泵进出口和白水系统。',
      'A stainless wafer knife gate that cuts through fibre at stock chests, stock pump suction and discharge, and white-water systems.',
    ),
    content: t(
      '<p>MR-KG410 的闸板下缘经研磨成刃口，关闭时切断纤维并将沉积物推出阀座。阀座可选金属或弹性体，后者提供零泄漏关断。</p><p>填料函采用多层编织填料加刮板，防止浆料进入填料区。</p>',
      '<p>The gate of the MR-KG410 has a ground knife edge that cuts fibre and pushes deposits out of the seat as it closes. Metal or elastomer seats are available, the latter giving bubble-tight shutoff.</p><p>Multi-layer braided packing with a scraper keeps stock out of the packing area.</p>',
    ),
    performance: t(
      '<ul><li>适用浆浓 ≤ 12%</li><li>弹性体阀座零泄漏</li><li>压力最高 1.0 MPa（DN300）</li></ul>',
      '<ul><li>Stock consistency up to 12%</li><li>Bubble-tight with elastomer seat</li><li>Up to 1.0 MPa at DN300</li></ul>',
    ),
    advantages: t(
      '<ul><li>结构短、重量轻</li><li>刃口切断，防卡堵</li><li>填料现场易更换</li></ul>',
      '<ul><li>Short and lightweight</li><li>Knife edge prevents jamming</li><li>Packing easy to change in the field</li></ul>',
    ),
    structure: t(
      '<p>CF8M 对夹阀体，316 研磨闸板，金属或 EPDM 阀座，明杆或气缸驱动。</p>',
      '<p>CF8M wafer body, ground 316 gate, metal or EPDM seat, rising stem or pneumatic cylinder.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN1200（2"–48"）', 'DN50–DN1200 (2"–48")') },
      { name: N.rating, value: v('PN10 / ANSI 150#（按口径降额）', 'PN10 / ANSI 150# (derated by size)') },
      { name: N.body, value: t('CF8M、CF3M、WCB', 'CF8M, CF3M, WCB') },
      { name: N.trim, value: t('316 / 2205 闸板', '316 or 2205 gate') },
      { name: N.seat, value: t('金属、EPDM、NBR', 'Metal, EPDM, NBR') },
      {
        name: N.leak,
        value: t('MSS SP-81 / 零泄漏（弹性体阀座）', 'MSS SP-81 / bubble-tight (elastomer seat)'),
      },
      { name: N.temp, value: v('-10 °C ~ +180 °C', '-10 °C to +180 °C') },
      { name: N.ends, value: t('对夹、凸耳', 'Wafer, lug') },
    ],
    pictures: [pic('gate-valve', 'MR-KG410'), pic('pulp-paper')],
    files: [datasheet('MR-KG410'), iom('MR-KG410')],
    actuators: ['mr-pa200', 'mr-ls720'],
    modifiedValves: ['mr-kg420', 'mr-bv220'],
  },
  {
    key: 'mr-kg420',
    cate_id: 213,
    no: 'MR-KG420',
    title: t('MR-KG420 矿浆双向刀闸阀', 'MR-KG420 Bidirectional Slurry Knife Gate Valve'),
    summary: t(
      '双橡胶套筒全通径刀闸阀，双向密封、无阀腔积料，用于尾矿、精矿和脱硫浆液。',
      'A full-bore knife gate with twin elastomer sleeves, bidirectional sealing and no cavity — for tailings, concentrate and FGD slurry.',
    ),
    content: t(
      '<p>MR-KG420 在开启状态下由两只橡胶套筒形成连续流道，浆液不接触阀体；关闭时闸板插入套筒之间，套筒压缩形成双向密封，排出的少量浆液经底部排放。</p><p>套筒为主要易损件，可在不拆阀体的情况下从管线中快速更换。</p>',
      '<p>When open, two elastomer sleeves of the MR-KG420 form a continuous bore so slurry never touches the body. On closing the gate passes between the sleeves, which compress to seal in both directions, and the small displaced volume drains at the bottom.</p><p>The sleeves are the main wear parts and can be changed quickly without removing the body from the line.</p>',
    ),
    performance: t(
      '<ul><li>双向零泄漏</li><li>压力最高 1.6 MPa</li><li>套筒寿命 &gt; 10000 次循环（尾矿）</li></ul>',
      '<ul><li>Bubble-tight in both directions</li><li>Up to 1.6 MPa</li><li>Sleeve life &gt; 10,000 cycles in tailings</li></ul>',
    ),
    advantages: t(
      '<ul><li>全通径，无积料</li><li>浆液不接触阀体</li><li>易损件快速更换</li></ul>',
      '<ul><li>Full bore with no build-up</li><li>Slurry never touches the body</li><li>Fast wear-part replacement</li></ul>',
    ),
    structure: t(
      '<p>两片式球墨铸铁阀体，天然橡胶或 EPDM 套筒，不锈钢闸板，气缸或电动驱动。</p>',
      '<p>Two-piece ductile-iron body, natural rubber or EPDM sleeves, stainless gate, pneumatic cylinder or electric drive.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN900（2"–36"）', 'DN50–DN900 (2"–36")') },
      { name: N.rating, value: v('PN10–PN16 / ANSI 150#') },
      { name: N.body, value: t('球墨铸铁、WCB', 'Ductile iron, WCB') },
      { name: N.trim, value: t('17-4PH、2205 闸板', '17-4PH or 2205 gate') },
      {
        name: N.seat,
        value: t('天然橡胶、EPDM、聚氨酯套筒', 'Natural rubber, EPDM or polyurethane sleeves'),
      },
      { name: N.leak, value: t('双向零泄漏', 'Bubble-tight both directions') },
      { name: N.temp, value: v('-20 °C ~ +120 °C', '-20 °C to +120 °C') },
      { name: N.ends, value: t('凸耳、双法兰', 'Lug, double-flanged') },
    ],
    pictures: [pic('gate-valve', 'MR-KG420'), pic('mining'), pic('field-service')],
    files: [datasheet('MR-KG420')],
    actuators: ['mr-pa200', 'mr-ea440'],
    modifiedValves: ['mr-kg410', 'mr-rp320'],
  },

  // 214 Cryogenic valves ----------------------------------------------------
  {
    key: 'mr-cv510',
    cate_id: 214,
    no: 'MR-CV510',
    title: t('MR-CV510 深冷调节阀', 'MR-CV510 Cryogenic Globe Control Valve'),
    summary: t(
      '长颈阀盖单座或套筒调节阀，-196 °C 工况，用于 LNG 接收站、空分和乙烯冷区。',
      'A single-seat or cage globe valve with extended bonnet for -196 °C service at LNG terminals, air separation and ethylene cold sections.',
    ),
    content: t(
      '<p>MR-CV510 的加长阀盖经传热计算确定长度，确保填料函温度高于 0 °C。阀体、阀盖与内件全部采用奥氏体不锈钢并经深冷处理，避免低温下相变引起尺寸变化。</p><p>冷箱内安装时可选用加长至 1.5 m 以上的阀盖，并可从冷箱外部整体抽出内件。</p>',
      '<p>The bonnet extension of the MR-CV510 is sized by heat-transfer calculation so the stuffing box stays above 0 °C. Body, bonnet and trim are all austenitic stainless steel, cryogenically treated so that no phase change alters dimensions at low temperature.</p><p>For cold-box installation the bonnet can be extended beyond 1.5 m and the trim withdrawn from outside the box.</p>',
    ),
    performance: t(
      '<ul><li>-196 °C ~ +200 °C</li><li>低温下关断 V 级</li><li>按 BS 6364 进行低温测试</li></ul>',
      '<ul><li>-196 °C to +200 °C</li><li>Class V shutoff when cold</li><li>Cryogenic testing to BS 6364</li></ul>',
    ),
    advantages: t(
      '<ul><li>填料不结冰，外漏风险低</li><li>冷箱阀内件可外部抽出</li><li>深冷处理保证尺寸稳定</li></ul>',
      '<ul><li>Packing never freezes, low leak risk</li><li>Cold-box trim withdrawable from outside</li><li>Cryogenic treatment secures dimensional stability</li></ul>',
    ),
    structure: t(
      '<ul><li>CF8M 阀体，加长阀盖带滴水板</li><li>316 + 司太立内件，或 PCTFE 软阀座</li><li>顶导向或套筒导向</li></ul>',
      '<ul><li>CF8M body, extended bonnet with drip plate</li><li>316 with Stellite, or PCTFE soft seat</li><li>Top-guided or cage-guided</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN15–DN300（½"–12"）', 'DN15–DN300 (½"–12")') },
      { name: N.rating, value: v('ANSI 150#–900# / PN16–PN150') },
      { name: N.body, value: t('CF8M、CF3M、F316L', 'CF8M, CF3M, F316L') },
      { name: N.trim, value: t('316 + 司太立、PCTFE 软密封', '316 with Stellite, PCTFE soft seat') },
      { name: N.bonnet, value: t('加长阀盖（标准或冷箱型）', 'Extended bonnet (standard or cold-box)') },
      { name: N.leak, value: t('ANSI/FCI 70-2 V 级，VI 级可选', 'ANSI/FCI 70-2 Class V; Class VI optional') },
      { name: N.char, value: t('线性、等百分比', 'Linear, equal-percentage') },
      { name: N.temp, value: v('-196 °C ~ +200 °C', '-196 °C to +200 °C') },
      { name: N.ends, value: FLANGED_SW },
    ],
    pictures: [pic('globe-valve', 'MR-CV510'), pic('lng-terminal'), pic('test-bench')],
    files: [datasheet('MR-CV510'), iom('MR-CV510')],
    actuators: ['mr-pa100', 'mr-dp600'],
    modifiedValves: ['mr-cv520', 'mr-cv530'],
  },
  {
    key: 'mr-cv520',
    cate_id: 214,
    no: 'MR-CV520',
    title: t('MR-CV520 深冷固定球阀', 'MR-CV520 Cryogenic Trunnion Ball Valve'),
    summary: t(
      '上装式深冷球阀，可在线维修，阀腔自动泄压，用于 LNG 卸料、储罐和气化器隔离。',
      'A top-entry cryogenic ball valve, maintainable in line, with automatic cavity relief for LNG unloading, tank and vaporiser isolation.',
    ),
    content: t(
      '<p>LNG 管线多为焊接连接，阀门不便拆除。MR-CV520 采用上装式结构，打开阀盖即可取出球体和阀座。上游阀座开有泄压孔，防止阀腔内残留液体受热汽化造成超压。</p><p>每台阀门在液氮中完成关断和扭矩测试。</p>',
      '<p>LNG lines are mostly welded and valves are hard to remove. The MR-CV520 is top-entry: remove the bonnet and the ball and seats come out. A vent in the upstream seat prevents overpressure from liquid trapped and warming in the cavity.</p><p>Every valve is shutoff- and torque-tested in liquid nitrogen.</p>',
    ),
    performance: t(
      '<ul><li>-196 °C 液氮测试</li><li>阀腔自动泄压</li><li>API 6FA 防火</li></ul>',
      '<ul><li>Tested in liquid nitrogen at -196 °C</li><li>Automatic cavity pressure relief</li><li>Fire-safe to API 6FA</li></ul>',
    ),
    advantages: t(
      '<ul><li>上装式，在线维修</li><li>焊接端，无法兰泄漏点</li><li>防静电与防吹出设计</li></ul>',
      '<ul><li>Top-entry, in-line maintenance</li><li>Weld ends with no flange leak paths</li><li>Anti-static and blow-out-proof</li></ul>',
    ),
    structure: t(
      '<p>F316 锻造上装式阀体，加长阀盖，PCTFE 阀座嵌件，上游阀座泄压孔。</p>',
      '<p>Top-entry forged F316 body, extended bonnet, PCTFE seat inserts, upstream seat vent.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN900（2"–36"）', 'DN50–DN900 (2"–36")') },
      { name: N.rating, value: v('ANSI 150#–600# / PN16–PN100') },
      { name: N.body, value: t('F316、CF8M', 'F316, CF8M') },
      { name: N.seat, value: t('PCTFE 嵌件 / 金属阀座', 'PCTFE insert or metal seat') },
      {
        name: N.leak,
        value: t('ANSI/FCI 70-2 VI 级（BS 6364 测试）', 'ANSI/FCI 70-2 Class VI (tested to BS 6364)'),
      },
      { name: N.temp, value: v('-196 °C ~ +80 °C', '-196 °C to +80 °C') },
      { name: N.ends, value: t('对焊、法兰', 'Butt-weld, flanged') },
      { name: N.act, value: t('拨叉式气动', 'Scotch-yoke pneumatic') },
    ],
    pictures: [pic('ball-valve', 'MR-CV520'), pic('lng-terminal')],
    files: [datasheet('MR-CV520')],
    actuators: ['mr-ra320', 'mr-dp640'],
    modifiedValves: ['mr-cv510', 'mr-bv320'],
  },
  {
    key: 'mr-cv530',
    cate_id: 214,
    no: 'MR-CV530',
    title: t('MR-CV530 深冷三偏心蝶阀', 'MR-CV530 Cryogenic Triple-Offset Butterfly Valve'),
    summary: t(
      '加长阀杆三偏心蝶阀，用于大口径 LNG 和液氮管线的切断与调节。',
      'A triple-offset butterfly valve with extended shaft for isolation and control in large LNG and liquid nitrogen lines.',
    ),
    content: t(
      '<p>在 DN300 以上的深冷管线中，MR-CV530 的重量仅为同口径球阀的三分之一。密封环与阀座的热收缩经过匹配计算，保证从常温到 -196 °C 均能保持零泄漏。</p><p>适用于 LNG 储罐进出料、装船臂根阀和气化器出口。</p>',
      '<p>In cryogenic lines above DN300 the MR-CV530 weighs about a third of a same-size ball valve. Seal ring and seat shrinkage are calculated to match, so zero leakage holds from ambient down to -196 °C.</p><p>Applications include LNG tank fill and withdrawal, loading-arm root valves and vaporiser outlets.</p>',
    ),
    performance: t(
      '<ul><li>-196 °C 零泄漏</li><li>双向承压</li><li>BS 6364 型式试验</li></ul>',
      '<ul><li>Zero leakage at -196 °C</li><li>Bidirectional</li><li>Type-tested to BS 6364</li></ul>',
    ),
    advantages: t(
      '<ul><li>大口径重量轻</li><li>热收缩匹配设计</li><li>运行扭矩稳定</li></ul>',
      '<ul><li>Light in large sizes</li><li>Matched thermal contraction</li><li>Stable operating torque</li></ul>',
    ),
    structure: t(
      '<p>CF8M 阀体，加长阀杆与滴水板，层叠式 316 / 石墨密封环，阀座司太立堆焊。</p>',
      '<p>CF8M body, extended shaft with drip plate, laminated 316 / graphite seal ring, Stellite-overlay seat.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN100–DN1200（4"–48"）', 'DN100–DN1200 (4"–48")') },
      { name: N.rating, value: v('ANSI 150#–300# / PN16–PN50') },
      { name: N.body, value: t('CF8M、CF3M', 'CF8M, CF3M') },
      { name: N.seat, value: t('层叠式 316 / 石墨', 'Laminated 316 / graphite') },
      { name: N.leak, value: t('API 598 零泄漏（深冷状态）', 'Zero leakage to API 598 (cold)') },
      { name: N.temp, value: v('-196 °C ~ +150 °C', '-196 °C to +150 °C') },
      { name: N.ends, value: t('对焊、双法兰', 'Butt-weld, double-flanged') },
    ],
    pictures: [pic('butterfly-valve', 'MR-CV530'), pic('lng-terminal')],
    files: [datasheet('MR-CV530')],
    actuators: ['mr-ra320', 'mr-dp600'],
    modifiedValves: ['mr-bf310', 'mr-cv510'],
  },

  // 215 Anti-cavitation & low-noise valves -------------------------------------
  {
    key: 'mr-ac610',
    cate_id: 215,
    no: 'MR-AC610',
    title: t('MR-AC610 多级抗空化调节阀', 'MR-AC610 Multi-Stage Anti-Cavitation Control Valve'),
    summary: t(
      '二至五级降压套筒，使每级压力保持在饱和蒸汽压之上，用于给水、注水和泵出口减压。',
      'Two- to five-stage cages that keep every stage above vapour pressure — for feedwater, water injection and pump discharge letdown.',
    ),
    content: t(
      '<p>MR-AC610 的多层同心套筒按递减比例分配压降，前级承担较大压降、末级压降最小，使缩流断面压力始终高于液体饱和蒸汽压。即使局部出现气泡，也会在套筒间的环形腔中心溃灭，远离金属表面。</p><p>内件可装入 MR-GV400 和 MR-GV420 阀体，用于现有阀门的抗空化升级。</p>',
      '<p>Concentric cages in the MR-AC610 share the pressure drop in decreasing proportions — large drops in the first stages, the smallest in the last — keeping vena-contracta pressure above vapour pressure. Any bubbles that do form collapse in the middle of the annular spaces, away from metal surfaces.</p><p>The trim fits MR-GV400 and MR-GV420 bodies, so existing valves can be upgraded against cavitation.</p>',
    ),
    performance: t(
      '<ul><li>单阀压降最高 25 MPa（液体）</li><li>空化指数 σ 适用范围扩展至 1.05</li><li>关断 V 级</li></ul>',
      '<ul><li>Up to 25 MPa liquid ΔP in one valve</li><li>Usable down to cavitation index σ 1.05</li><li>Class V shutoff</li></ul>',
    ),
    advantages: t(
      '<ul><li>消除空化损伤与振动</li><li>可升级现有套筒阀，升级内件享受 12 个月质保</li><li>阀座与节流面分离</li></ul>',
      '<ul><li>Eliminates cavitation damage and vibration</li><li>Upgrades existing cage valves, with a 12-month warranty on the upgraded trim</li><li>Seating surface separated from throttling surface</li></ul>',
    ),
    structure: t(
      '<ul><li>2–5 层同心套筒，孔径逐级放大</li><li>平衡式阀芯，高温平衡环</li><li>司太立阀座，V 级关断</li></ul>',
      '<ul><li>2–5 concentric cages with hole sizes increasing stage by stage</li><li>Balanced plug with high-temperature balance seal</li><li>Stellite seat for Class V</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN400（1"–16"）', 'DN25–DN400 (1"–16")') },
      { name: N.rating, value: v('ANSI 300#–2500# / PN50–PN420') },
      { name: N.body, value: t('WCB、WC9、F22、CF8M', 'WCB, WC9, F22, CF8M') },
      { name: N.trim, value: t('410 淬硬、17-4PH、司太立', 'Hardened 410, 17-4PH, Stellite') },
      { name: N.leak, value: t('ANSI/FCI 70-2 V 级', 'ANSI/FCI 70-2 Class V') },
      { name: N.char, value: t('线性、修正等百分比', 'Linear, modified equal-percentage') },
      { name: N.temp, value: v('-29 °C ~ +425 °C', '-29 °C to +425 °C') },
      { name: N.ends, value: FLANGED },
      { name: N.cv, value: v('2–900') },
    ],
    pictures: [pic('globe-valve', 'MR-AC610'), pic('water-treatment'), pic('test-bench')],
    files: [datasheet('MR-AC610'), sizing('MR-AC610')],
    actuators: ['mr-pa200', 'mr-dp600'],
    modifiedValves: ['mr-gv400', 'mr-ac630'],
  },
  {
    key: 'mr-ln620',
    cate_id: 215,
    no: 'MR-LN620',
    title: t('MR-LN620 多孔低噪声调节阀', 'MR-LN620 Multi-Hole Low-Noise Control Valve'),
    summary: t(
      '小孔分流与多级降压内件，气体和蒸汽噪声可降低 15–30 dBA，用于放空、减压站和压缩机回路。',
      'Small-hole, multi-stage trim that cuts gas and steam noise by 15–30 dBA for vents, pressure-reducing stations and compressor loops.',
    ),
    content: t(
      '<p>气体调节阀的噪声主要来自缩流断面后的高速射流。MR-LN620 的套筒上分布数千个小孔，把大射流分成小射流，使噪声峰值频率升高至管壁传声较弱的范围；多级结构还降低了每级出口马赫数。</p><p>我们按 IEC 60534-8-3 进行噪声预估，并在报价阶段提供预测值。</p>',
      '<p>Noise in gas control valves comes mainly from the high-velocity jet downstream of the vena contracta. The MR-LN620 cage has thousands of small holes that split one large jet into many small ones, raising the peak frequency into a range the pipe wall transmits poorly; multiple stages also lower the outlet Mach number of each stage.</p><p>Noise is predicted to IEC 60534-8-3 and the figure is quoted with our offer.</p>',
    ),
    performance: t(
      '<ul><li>降噪 15–30 dBA（对比标准内件）</li><li>阀后 1 m 噪声可控制在 85 dBA 以下</li><li>出口马赫数 ≤ 0.3</li></ul>',
      '<ul><li>15–30 dBA quieter than standard trim</li><li>Below 85 dBA at 1 m achievable</li><li>Outlet Mach number ≤ 0.3</li></ul>',
    ),
    advantages: t(
      '<ul><li>从源头降噪，无需隔声罩</li><li>减少管道振动和疲劳</li><li>可装入现有 MR-GV400 阀体</li></ul>',
      '<ul><li>Noise reduced at source — no acoustic lagging</li><li>Less pipe vibration and fatigue</li><li>Fits existing MR-GV400 bodies</li></ul>',
    ),
    structure: t(
      '<p>1–4 级多孔套筒，可配扩径出口和下游消音孔板；平衡式阀芯；V 级关断。</p>',
      '<p>One to four stages of drilled-hole cages, optional expanded outlet and downstream diffuser plate; balanced plug; Class V shutoff.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN600（1"–24"）', 'DN25–DN600 (1"–24")') },
      { name: N.rating, value: v('ANSI 150#–1500# / PN16–PN260') },
      { name: N.body, value: t('WCB、WC6、WC9、CF8M', 'WCB, WC6, WC9, CF8M') },
      { name: N.trim, value: t('410 淬硬、316 + 司太立', 'Hardened 410, 316 with Stellite') },
      { name: N.leak, value: t('ANSI/FCI 70-2 IV 级，V 级可选', 'ANSI/FCI 70-2 Class IV; Class V optional') },
      {
        name: N.noise,
        value: t('降噪 15–30 dBA（IEC 60534-8-3 预估）', '15–30 dBA reduction (IEC 60534-8-3 prediction)'),
      },
      { name: N.char, value: t('线性、等百分比', 'Linear, equal-percentage') },
      { name: N.temp, value: v('-29 °C ~ +566 °C', '-29 °C to +566 °C') },
      { name: N.ends, value: FLANGED },
    ],
    pictures: [pic('globe-valve', 'MR-LN620'), pic('pipeline'), pic('laboratory')],
    files: [datasheet('MR-LN620'), sizing('MR-LN620')],
    actuators: ['mr-pa120', 'mr-pa200', 'mr-dp600'],
    modifiedValves: ['mr-gv400', 'mr-sc810'],
  },
  {
    key: 'mr-ac630',
    cate_id: 215,
    no: 'MR-AC630',
    title: t('MR-AC630 迷宫盘片式调节阀', 'MR-AC630 Labyrinth Disk-Stack Control Valve'),
    summary: t(
      '叠片式迷宫流道，通过多次直角转折逐级消耗能量，用于极高压差液体和高压蒸汽。',
      'A stack of labyrinth disks dissipates energy through repeated right-angle turns for very high-ΔP liquid and high-pressure steam.',
    ),
    content: t(
      '<p>MR-AC630 的每片盘片上加工有多条曲折流道，流体在每个转角处损失一部分能量，出口流速可控制在 30 m/s 以下。降压级数可达 40 级，并可沿行程设置不同级数，实现小开度多级、大开度少级的特性。</p><p>该阀是 MR-SS710 给水再循环阀的核心内件。</p>',
      '<p>Each disk of the MR-AC630 carries several tortuous passages; the fluid loses part of its energy at every turn, so outlet velocity stays below 30 m/s. Up to 40 stages are possible, and stage count can vary along the stroke — more stages at low lift, fewer at high lift.</p><p>This trim is the core of the MR-SS710 feedwater recirculation valve.</p>',
    ),
    performance: t(
      '<ul><li>降压级数最高 40 级</li><li>出口流速 ≤ 30 m/s</li><li>单阀压降最高 35 MPa</li></ul>',
      '<ul><li>Up to 40 pressure-reduction stages</li><li>Outlet velocity ≤ 30 m/s</li><li>Up to 35 MPa ΔP in one valve</li></ul>',
    ),
    advantages: t(
      '<ul><li>速度受控，根除冲刷与空化</li><li>级数可按行程定制</li><li>盘片可单片更换</li></ul>',
      '<ul><li>Velocity control eliminates erosion and cavitation</li><li>Stage count tailored along the stroke</li><li>Individual disks replaceable</li></ul>',
    ),
    structure: t(
      '<p>叠装迷宫盘片组，钎焊或螺栓固定；柱塞式阀芯；阀座位于盘片组上游，远离高速区。</p>',
      '<p>Stacked labyrinth disks, brazed or bolted; plunger-type plug; seat located upstream of the stack, away from high velocities.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN300（1"–12"）', 'DN25–DN300 (1"–12")') },
      { name: N.rating, value: v('ANSI 600#–2500# / PN100–PN420') },
      { name: N.body, value: t('F22、F91、WC9、C12A', 'F22, F91, WC9, C12A') },
      { name: N.trim, value: t('410 / 420 淬硬盘片、司太立阀座', 'Hardened 410 / 420 disks, Stellite seat') },
      {
        name: N.leak,
        value: t('ANSI/FCI 70-2 V 级，MSS SP-61 可选', 'ANSI/FCI 70-2 Class V; MSS SP-61 optional'),
      },
      { name: N.char, value: t('定制（分段级数）', 'Custom (staged along stroke)') },
      { name: N.temp, value: v('-29 °C ~ +593 °C', '-29 °C to +593 °C') },
      { name: N.ends, value: t('对焊、RTJ 法兰', 'Butt-weld, RTJ flanged') },
    ],
    pictures: [pic('globe-valve', 'MR-AC630'), pic('power-plant'), pic('factory-floor')],
    files: [datasheet('MR-AC630'), sizing('MR-AC630')],
    actuators: ['mr-pa200', 'mr-eh500', 'mr-dp600'],
    modifiedValves: ['mr-ac610', 'mr-ss710'],
  },

  // 216 High-ΔP severe-service valves -----------------------------------------
  {
    key: 'mr-ss710',
    cate_id: 216,
    no: 'MR-SS710',
    title: t('MR-SS710 锅炉给水泵再循环阀', 'MR-SS710 Boiler Feed Pump Recirculation Valve'),
    summary: t(
      '迷宫盘片内件与独立阀座，在 30 MPa 以上压差下实现无空化调节和 MSS SP-61 级关断。',
      'Labyrinth disk trim with a separate seat for cavitation-free control and MSS SP-61 shutoff at more than 30 MPa ΔP.',
    ),
    content: t(
      '<p>给水泵再循环阀在启动和低负荷时承受全部泵扬程，正常运行时又必须严密关断，否则泄漏的高压水会迅速冲蚀阀座并造成泵效率损失。MR-SS710 将节流区与密封区分开：阀芯先离开阀座，再进入盘片组开始节流。</p><p>该阀在国内外超临界和超超临界机组中广泛使用，是枫河最具代表性的严苛工况产品之一。</p>',
      '<p>A feed pump recirculation valve takes the full pump head at start-up and low load, yet must seal tightly in normal operation — any leakage quickly cuts the seat and costs pump efficiency. The MR-SS710 separates throttling from sealing: the plug leaves the seat first and only then enters the disk stack to throttle.</p><p>Widely installed on supercritical and ultra-supercritical units at home and abroad, it is one of our most representative severe-service products.</p>',
    ),
    performance: t(
      '<ul><li>压差最高 35 MPa</li><li>关断 MSS SP-61 / ANSI VI 级</li><li>出口流速 ≤ 30 m/s</li></ul>',
      '<ul><li>ΔP up to 35 MPa</li><li>Shutoff to MSS SP-61 / ANSI Class VI</li><li>Outlet velocity ≤ 30 m/s</li></ul>',
    ),
    advantages: t(
      '<ul><li>节流与密封分离，关断寿命长</li><li>无空化，无振动</li><li>可直接替换既有再循环阀</li></ul>',
      '<ul><li>Separate throttling and sealing for lasting shutoff</li><li>No cavitation or vibration</li><li>Direct replacement for existing recirculation valves</li></ul>',
    ),
    structure: t(
      '<ul><li>锻造角形或直通阀体</li><li>MR-AC630 迷宫盘片组</li><li>司太立硬质阀座，柱塞式阀芯</li></ul>',
      '<ul><li>Forged angle or globe body</li><li>MR-AC630 labyrinth disk stack</li><li>Stellite seat and plunger plug</li></ul>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN250（2"–10"）', 'DN50–DN250 (2"–10")') },
      { name: N.rating, value: v('ANSI 1500#–2500# / PN260–PN420') },
      { name: N.body, value: t('F22、F91、A105', 'F22, F91, A105') },
      { name: N.trim, value: t('迷宫盘片、司太立阀座', 'Labyrinth disks, Stellite seat') },
      { name: N.leak, value: t('MSS SP-61 / ANSI/FCI 70-2 VI 级', 'MSS SP-61 / ANSI/FCI 70-2 Class VI') },
      { name: N.char, value: t('线性或定制分段', 'Linear or custom staged') },
      { name: N.temp, value: v('+50 °C ~ +300 °C', '+50 °C to +300 °C') },
      { name: N.ends, value: t('对焊', 'Butt-weld') },
      { name: N.act, value: t('气动活塞 / 电液', 'Pneumatic piston or electro-hydraulic') },
    ],
    pictures: [
      pic('control-valve-assembly', 'MR-SS710'),
      pic('power-plant'),
      pic('test-bench'),
      pic('field-service'),
    ],
    files: [datasheet('MR-SS710'), iom('MR-SS710')],
    actuators: ['mr-pa200', 'mr-eh500', 'mr-dp600'],
    modifiedValves: ['mr-ac630', 'mr-gv420'],
  },
  {
    key: 'mr-ss730',
    cate_id: 216,
    no: 'MR-SS730',
    title: t('MR-SS730 压缩机防喘振阀', 'MR-SS730 Compressor Anti-Surge Valve'),
    summary: t(
      '大流通、低噪声、快速响应的防喘振阀，全行程 1 s 内完成，定位无超调。',
      'A high-capacity, low-noise, fast-acting anti-surge valve that strokes fully in under 1 s without overshoot.',
    ),
    content: t(
      '<p>离心压缩机一旦进入喘振区，数秒内就可能损坏叶轮和密封。防喘振阀必须在收到信号后立即打开，同时在正常运行时精确调节回流量以节省能耗。MR-SS730 采用低噪声多孔套筒、大推力活塞执行机构和放大器组合，兼顾速度与精度。</p><p>出厂前在动态测试台上记录阶跃响应曲线，并随阀提供。</p>',
      '<p>Once a centrifugal compressor enters surge, impellers and seals can be damaged within seconds. The anti-surge valve must open the instant it is told to, yet throttle recycle flow precisely in normal operation to save energy. The MR-SS730 combines a low-noise drilled cage, a high-thrust piston actuator and volume boosters to achieve both.</p><p>Step-response curves are recorded on our dynamic test bench and shipped with each valve.</p>',
    ),
    performance: t(
      '<ul><li>全开时间 ≤ 1 s（DN300）</li><li>阶跃响应超调 ≤ 2%</li><li>降噪 20 dBA 以上</li></ul>',
      '<ul><li>Full opening ≤ 1 s (DN300)</li><li>Step-response overshoot ≤ 2%</li><li>More than 20 dBA noise reduction</li></ul>',
    ),
    advantages: t(
      '<ul><li>速度与精度兼得</li><li>出厂动态测试报告</li><li>整套气路由枫河设计和负责</li></ul>',
      '<ul><li>Speed and precision together</li><li>Factory dynamic test report</li><li>Complete pneumatics designed and guaranteed by us</li></ul>',
    ),
    structure: t(
      '<p>MR-LN620 低噪声内件，双作用活塞执行机构，MR-VB700 放大器，快排阀与 MR-DP600 定位器。</p>',
      '<p>MR-LN620 low-noise trim, double-acting piston actuator, MR-VB700 boosters, quick-exhaust valves and MR-DP600 positioner.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN600（2"–24"）', 'DN50–DN600 (2"–24")') },
      { name: N.rating, value: v('ANSI 150#–1500# / PN16–PN260') },
      { name: N.body, value: t('WCB、LCC、CF8M', 'WCB, LCC, CF8M') },
      { name: N.trim, value: t('多孔低噪声套筒', 'Drilled-hole low-noise cage') },
      { name: N.leak, value: t('ANSI/FCI 70-2 V 级', 'ANSI/FCI 70-2 Class V') },
      { name: N.char, value: t('线性', 'Linear') },
      { name: N.speed, value: v('≤ 1 s（DN300，开启）', '≤ 1 s (DN300, opening)') },
      { name: N.temp, value: v('-46 °C ~ +260 °C', '-46 °C to +260 °C') },
      { name: N.failsafe, value: t('故障开', 'Fail-open') },
    ],
    pictures: [pic('control-valve-assembly', 'MR-SS730'), pic('refinery'), pic('test-bench')],
    files: [
      datasheet('MR-SS730'),
      {
        name: t('MR-SS730 动态性能测试报告（样例）', 'MR-SS730 Dynamic Performance Test Report (sample)'),
        summary: t(
          '阶跃响应、全行程时间与频率响应曲线。',
          'Step response, full-stroke time and frequency-response curves.',
        ),
      },
    ],
    actuators: ['mr-pa200', 'mr-vb700', 'mr-dp600'],
    modifiedValves: ['mr-ln620', 'mr-gv400'],
  },
  {
    key: 'mr-ss740',
    cate_id: 216,
    no: 'MR-SS740',
    title: t('MR-SS740 高压分离器减压阀', 'MR-SS740 High-Pressure Separator Letdown Valve'),
    summary: t(
      '用于加氢装置高压分离器液位控制，处理闪蒸、脱气和含催化剂粉末的多相流。',
      'For high-pressure separator level control in hydroprocessing units, handling flashing, outgassing and catalyst-fines-laden multiphase flow.',
    ),
    content: t(
      '<p>加氢装置高压分离器的液位阀在约 15 MPa 压差下将含氢油品减压，溶解氢气大量析出，流体体积骤增，并夹带催化剂细粉。MR-SS740 采用角形阀体、多级碳化钨内件和扩径出口，把高速两相流引向下游管道中心。</p><p>阀体可选堆焊不锈钢内衬，以应对硫化氢和氢环境下的腐蚀。</p>',
      '<p>The level valve of a hydroprocessing high-pressure separator lets hydrogen-rich oil down through roughly 15 MPa. Dissolved hydrogen comes out of solution, fluid volume jumps, and catalyst fines are carried along. The MR-SS740 uses an angle body, multi-stage tungsten-carbide trim and an expanded outlet to direct the high-velocity two-phase flow into the centre of the downstream pipe.</p><p>A stainless weld-overlay body lining is available against H₂S and hydrogen attack.</p>',
    ),
    performance: t(
      '<ul><li>压差最高 20 MPa</li><li>碳化钨多级内件</li><li>出口扩径比最高 1:2</li></ul>',
      '<ul><li>ΔP up to 20 MPa</li><li>Multi-stage tungsten-carbide trim</li><li>Outlet expansion up to 1:2</li></ul>',
    ),
    advantages: t(
      '<ul><li>应对脱气和闪蒸的专门设计</li><li>硫化氢环境材料符合 NACE MR0175 / ISO 15156</li><li>内件寿命显著延长</li></ul>',
      '<ul><li>Designed for outgassing and flashing</li><li>Sour-service materials to NACE MR0175 / ISO 15156</li><li>Substantially longer trim life</li></ul>',
    ),
    structure: t(
      '<p>锻造角形阀体（可堆焊 347 内衬），碳化钨多级套筒与阀芯，扩径出口与可换衬管。</p>',
      '<p>Forged angle body (optional 347 overlay), multi-stage tungsten-carbide cage and plug, expanded outlet with replaceable liner.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN25–DN200（1"–8"）', 'DN25–DN200 (1"–8")') },
      { name: N.rating, value: v('ANSI 1500#–2500# / PN260–PN420') },
      { name: N.body, value: t('F22 + 347 堆焊、F347', 'F22 with 347 overlay, F347') },
      { name: N.trim, value: t('碳化钨多级套筒', 'Multi-stage tungsten-carbide cage') },
      { name: N.leak, value: t('ANSI/FCI 70-2 V 级', 'ANSI/FCI 70-2 Class V') },
      { name: N.char, value: t('线性', 'Linear') },
      { name: N.temp, value: v('-29 °C ~ +450 °C', '-29 °C to +450 °C') },
      { name: N.ends, value: t('RTJ 法兰、对焊', 'RTJ flanged, butt-weld') },
    ],
    pictures: [pic('globe-valve', 'MR-SS740'), pic('refinery')],
    files: [datasheet('MR-SS740')],
    actuators: ['mr-pa200', 'mr-dp600'],
    modifiedValves: ['mr-av640', 'mr-av620'],
  },

  // 217 Steam conditioning & desuperheating ----------------------------------
  {
    key: 'mr-sc810',
    cate_id: 217,
    no: 'MR-SC810',
    title: t('MR-SC810 汽机旁路减温减压阀', 'MR-SC810 Turbine Bypass Steam Conditioning Valve'),
    summary: t(
      '减压、减温和降噪集成于一台阀，用于高压、低压旁路和供热抽汽，快开时间小于 2 s。',
      'Pressure reduction, desuperheating and noise control in one valve for HP and LP bypass and heating extraction, opening in under 2 s.',
    ),
    content: t(
      '<p>MR-SC810 的多孔降压套筒在阀内完成减压，减温水通过环形喷嘴注入出口扩散段的高速低压区，迅速雾化蒸发。扩径出口与下游消音孔板进一步降低噪声和流速。</p><p>机组跳闸时，旁路阀需要在数秒内接管全部主汽流量；MR-SC810 配合 MR-EH520 电液执行机构，快开时间小于 2 s，并可精确调节。</p>',
      '<p>In the MR-SC810 a drilled multi-stage cage reduces pressure inside the valve, and spray water is injected through a ring of nozzles into the high-velocity, low-pressure diffuser where it atomises and evaporates quickly. An expanded outlet and downstream diffuser plate cut noise and velocity further.</p><p>On a turbine trip the bypass must take the full main-steam flow within seconds. With the MR-EH520 electro-hydraulic actuator the MR-SC810 opens in under 2 s and still modulates precisely.</p>',
    ),
    performance: t(
      '<ul><li>快开时间 &lt; 2 s</li><li>出口温度控制 ±3 °C</li><li>蒸汽温度最高 610 °C</li></ul>',
      '<ul><li>Fast opening &lt; 2 s</li><li>Outlet temperature within ±3 °C</li><li>Steam up to 610 °C</li></ul>',
    ),
    advantages: t(
      '<ul><li>一体化结构，节省管道和支撑</li><li>喷水雾化好，下游无水击</li><li>降噪与减压同时完成</li></ul>',
      '<ul><li>Integrated design saves piping and supports</li><li>Good atomisation with no downstream water hammer</li><li>Noise and pressure reduction in one step</li></ul>',
    ),
    structure: t(
      '<ul><li>锻造 F91 / F92 角形阀体</li><li>多孔降压套筒，平衡阀芯</li><li>环形多喷嘴喷水，扩径出口</li></ul>',
      '<ul><li>Forged F91 / F92 angle body</li><li>Drilled multi-stage cage and balanced plug</li><li>Multi-nozzle spray ring and expanded outlet</li></ul>',
    ),
    specs: [
      {
        name: N.size,
        value: v('入口 DN100–DN500 / 出口 DN200–DN1000', 'Inlet DN100–DN500 / outlet DN200–DN1000'),
      },
      { name: N.rating, value: v('ANSI 600#–2500# / PN100–PN420') },
      { name: N.body, value: t('F22、F91、F92', 'F22, F91, F92') },
      { name: N.trim, value: t('Inconel 718、司太立 6、422 不锈钢', 'Inconel 718, Stellite 6, 422 SS') },
      { name: N.leak, value: t('ANSI/FCI 70-2 V 级', 'ANSI/FCI 70-2 Class V') },
      { name: N.temp, value: v('最高 +610 °C', 'Up to +610 °C') },
      { name: N.speed, value: v('快开 < 2 s', 'Fast opening < 2 s') },
      { name: N.ends, value: t('对焊', 'Butt-weld') },
      { name: N.act, value: t('电液 / 气动活塞', 'Electro-hydraulic or pneumatic piston') },
    ],
    pictures: [pic('control-valve-assembly', 'MR-SC810'), pic('power-plant'), pic('field-service')],
    files: [datasheet('MR-SC810'), iom('MR-SC810')],
    actuators: ['mr-eh520', 'mr-pa200', 'mr-dp600'],
    modifiedValves: ['mr-ds820', 'mr-ln620'],
  },
  {
    key: 'mr-ds820',
    cate_id: 217,
    no: 'MR-DS820',
    title: t('MR-DS820 可变喉径喷水减温器', 'MR-DS820 Variable-Area Spray Desuperheater'),
    summary: t(
      '弹簧加载可变喉径喷嘴，喷水可调比 50:1，用于锅炉过热器、再热器和工艺蒸汽减温。',
      'Spring-loaded variable-area nozzles with 50:1 spray turndown for superheater, reheater and process-steam desuperheating.',
    ),
    content: t(
      '<p>MR-DS820 插入蒸汽管道，喷嘴的开度随喷水压差自动变化，使低流量下仍保持足够的喷射速度和雾化质量。减温水量由独立的喷水调节阀控制，也可选用集成喷水阀的一体型结构。</p><p>喷嘴采用司太立座面和 Inconel 弹簧，适应 600 °C 蒸汽的长期热循环。</p>',
      '<p>The MR-DS820 is inserted into the steam line. Nozzle openings vary automatically with spray-water ΔP, keeping injection velocity and atomisation good even at low flow. Spray flow is set by a separate spray-water control valve, or by an integrated valve in the combined version.</p><p>Stellite nozzle seats and Inconel springs withstand long-term thermal cycling in 600 °C steam.</p>',
    ),
    performance: t(
      '<ul><li>喷水可调比 50:1</li><li>出口温度控制 ±3 °C</li><li>蒸汽温度最高 600 °C</li></ul>',
      '<ul><li>Spray turndown 50:1</li><li>Outlet temperature within ±3 °C</li><li>Steam up to 600 °C</li></ul>',
    ),
    advantages: t(
      '<ul><li>低负荷雾化良好</li><li>可用于已有减压阀的改造</li><li>喷嘴组件可整体更换</li></ul>',
      '<ul><li>Good atomisation at low load</li><li>Ideal for retrofit downstream of existing PRVs</li><li>Nozzle assembly replaceable as a unit</li></ul>',
    ),
    structure: t(
      '<p>插入式探杆，多只可变喉径喷嘴，热套管保护探杆，法兰安装于蒸汽管道。</p>',
      '<p>Insertion probe with several variable-area nozzles, thermal sleeve protecting the probe, flange-mounted on the steam line.</p>',
    ),
    specs: [
      { name: N.size, value: v('适用蒸汽管道 DN150–DN1200', 'Steam lines DN150–DN1200') },
      { name: N.rating, value: v('ANSI 600#–2500# / PN100–PN420') },
      { name: N.body, value: t('F22、F91', 'F22, F91') },
      { name: N.trim, value: t('司太立座面、Inconel X-750 弹簧', 'Stellite seats, Inconel X-750 springs') },
      { name: N.range, value: v('50:1（喷水）', '50:1 (spray water)') },
      { name: N.temp, value: v('最高 +600 °C', 'Up to +600 °C') },
      { name: N.ends, value: t('法兰插入式', 'Flanged insertion') },
    ],
    pictures: [pic('control-valve-assembly', 'MR-DS820'), pic('power-plant')],
    files: [datasheet('MR-DS820')],
    actuators: ['mr-pa100', 'mr-dp600'],
    modifiedValves: ['mr-sc810', 'mr-gv420'],
  },

  // 218 Check valves --------------------------------------------------------
  {
    key: 'mr-ck210',
    cate_id: 218,
    no: 'MR-CK210',
    title: t('MR-CK210 双瓣对夹止回阀', 'MR-CK210 Dual-Plate Wafer Check Valve'),
    summary: t(
      '弹簧辅助关闭的双瓣结构，长度短、重量轻，用于泵出口和公用工程管线。',
      'Spring-assisted dual plates, short and light, for pump discharge and utility lines.',
    ),
    content: t(
      '<p>MR-CK210 的两片半圆阀瓣绕中心铰轴转动，扭簧在流速下降时提前关闭阀瓣，降低倒流速度和水击压力。对夹式结构长度仅为旋启式止回阀的 1/4 至 1/6。</p><p>无固定销外露结构，杜绝了销孔外漏。</p>',
      '<p>In the MR-CK210 two half-disc plates pivot on a central hinge pin, and torsion springs start closing them as flow decelerates, reducing reverse velocity and surge pressure. The wafer design is a quarter to a sixth the length of a swing check.</p><p>Retainerless construction leaves no pin holes through the body and no leak path.</p>',
    ),
    performance: t(
      '<ul><li>API 594 / API 598</li><li>低开启压差 ≤ 0.007 MPa</li><li>金属密封或弹性体密封</li></ul>',
      '<ul><li>API 594 / API 598</li><li>Low cracking pressure ≤ 0.007 MPa</li><li>Metal or elastomer seals</li></ul>',
    ),
    advantages: t(
      '<ul><li>快速关闭，水击小</li><li>重量轻，安装方便</li><li>无外露销孔</li></ul>',
      '<ul><li>Fast closing with low surge</li><li>Light and easy to install</li><li>No through-body pin holes</li></ul>',
    ),
    structure: t(
      '<p>对夹或凸耳阀体，双半圆阀瓣，Inconel 扭簧，无固定销结构。</p>',
      '<p>Wafer or lug body, twin half-disc plates, Inconel torsion springs, retainerless design.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN1200（2"–48"）', 'DN50–DN1200 (2"–48")') },
      { name: N.rating, value: v('ANSI 150#–2500# / PN16–PN420') },
      { name: N.body, value: t('WCB、CF8M、2205、C95800', 'WCB, CF8M, 2205, C95800') },
      { name: N.trim, value: t('CF8M、Inconel X-750 弹簧', 'CF8M, Inconel X-750 springs') },
      { name: N.seat, value: t('金属、NBR、EPDM、Viton', 'Metal, NBR, EPDM, Viton') },
      { name: N.leak, value: t('API 598', 'API 598') },
      { name: N.temp, value: v('-46 °C ~ +425 °C', '-46 °C to +425 °C') },
      { name: N.ends, value: t('对夹、凸耳、法兰', 'Wafer, lug, flanged') },
    ],
    pictures: [pic('check-valve', 'MR-CK210'), pic('water-treatment')],
    files: [datasheet('MR-CK210')],
    actuators: ['mr-ls720'],
    modifiedValves: ['mr-ck220', 'mr-ck230'],
  },
  {
    key: 'mr-ck220',
    cate_id: 218,
    no: 'MR-CK220',
    title: t('MR-CK220 旋启式止回阀', 'MR-CK220 Swing Check Valve'),
    summary: t(
      '全通径旋启式止回阀，阻力低，可配外置重锤或阻尼器，用于蒸汽、给水和原油管线。',
      'A full-bore swing check with low pressure loss and optional external counterweight or damper for steam, feedwater and crude lines.',
    ),
    content: t(
      '<p>MR-CK220 的阀瓣在全开位置完全离开流道，压力损失低，适合低流速和含少量杂质的介质。对于水击敏感的系统，可加装外置重锤和油阻尼器，调节关闭速度。</p><p>高压型号采用自密封阀盖，适用于电站抽汽止回和给水管道。</p>',
      '<p>When fully open the MR-CK220 disc is clear of the flow path, giving low pressure loss for slow flows and fluids with light debris. Where surge is a concern, an external counterweight and oil damper can be added to tune the closing speed.</p><p>High-pressure versions use a pressure-seal cover and suit turbine-extraction non-return and feedwater duty.</p>',
    ),
    performance: t(
      '<ul><li>全通径，低压损</li><li>关闭速度可调（阻尼器）</li><li>最高 2500# / 593 °C</li></ul>',
      '<ul><li>Full bore, low loss</li><li>Adjustable closing speed with damper</li><li>Up to Class 2500 / 593 °C</li></ul>',
    ),
    advantages: t(
      '<ul><li>成熟可靠</li><li>可配阀位指示和限位开关</li><li>现场维修方便</li></ul>',
      '<ul><li>Proven and reliable</li><li>Position indicator and limit switch available</li><li>Easy field maintenance</li></ul>',
    ),
    structure: t(
      '<p>铸钢阀体，螺栓或自密封阀盖，摇臂式阀瓣，阀座司太立堆焊，外置重锤可选。</p>',
      '<p>Cast-steel body, bolted or pressure-seal cover, hinged disc, Stellite-overlay seat, optional external counterweight.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN900（2"–36"）', 'DN50–DN900 (2"–36")') },
      { name: N.rating, value: v('ANSI 150#–2500# / PN16–PN420') },
      { name: N.body, value: t('WCB、WC6、WC9、CF8M', 'WCB, WC6, WC9, CF8M') },
      { name: N.trim, value: t('API Trim 8 / 5', 'API Trim 8 / 5') },
      { name: N.leak, value: t('API 598', 'API 598') },
      { name: N.temp, value: v('-29 °C ~ +593 °C', '-29 °C to +593 °C') },
      { name: N.ends, value: t('法兰、对焊', 'Flanged, butt-weld') },
      { name: N.standard, value: v('API 6D、BS 1868', 'API 6D, BS 1868') },
    ],
    pictures: [pic('check-valve', 'MR-CK220'), pic('power-plant')],
    files: [datasheet('MR-CK220'), iom('MR-CK220')],
    actuators: ['mr-ls720'],
    modifiedValves: ['mr-ck210', 'mr-ck230'],
  },
  {
    key: 'mr-ck230',
    cate_id: 218,
    no: 'MR-CK230',
    title: t('MR-CK230 轴流式止回阀', 'MR-CK230 Axial Nozzle Check Valve'),
    summary: t(
      '文丘里流道与短行程弹簧阀盘，无撞击关闭，用于压缩机出口、长输管线和泵站。',
      'A venturi flow path and short-stroke spring-loaded disc for non-slam closure at compressor outlets, pipelines and pump stations.',
    ),
    content: t(
      '<p>MR-CK230 的阀盘沿轴线运动，行程仅为同口径旋启式止回阀的约 1/5，弹簧在介质减速时推动阀盘提前关闭，在倒流发生前完成关闭，基本消除撞击和水击。文丘里流道使压力损失接近直管。</p><p>压缩机出口安装可防止停机时气体倒流导致反转。</p>',
      '<p>The MR-CK230 disc moves along the valve axis with about one fifth the travel of a same-size swing check. Its spring pushes the disc closed as flow decelerates, completing closure before reverse flow begins and practically eliminating slam and surge. The venturi passage gives pressure loss close to that of straight pipe.</p><p>Installed at compressor discharge it prevents reverse rotation from backflow on shutdown.</p>',
    ),
    performance: t(
      '<ul><li>无撞击关闭</li><li>压力损失比旋启式低约 40%</li><li>适合频繁启停工况</li></ul>',
      '<ul><li>Non-slam closure</li><li>About 40% lower pressure loss than a swing check</li><li>Suited to frequent start-stop duty</li></ul>',
    ),
    advantages: t(
      '<ul><li>保护压缩机和泵</li><li>降低管线水击应力</li><li>任意方向安装（含竖直向下）</li></ul>',
      '<ul><li>Protects compressors and pumps</li><li>Lowers pipeline surge stresses</li><li>Installs in any orientation, including vertical down-flow</li></ul>',
    ),
    structure: t(
      '<p>整体铸造或锻造文丘里阀体，导流罩内置弹簧与导向轴，环形阀盘，金属或软密封。</p>',
      '<p>One-piece cast or forged venturi body, diffuser housing spring and guide shaft, annular disc, metal or soft seal.</p>',
    ),
    specs: [
      { name: N.size, value: v('DN50–DN1200（2"–48"）', 'DN50–DN1200 (2"–48")') },
      { name: N.rating, value: v('ANSI 150#–2500# / PN16–PN420') },
      { name: N.body, value: t('WCB、LCC、CF8M、F51', 'WCB, LCC, CF8M, F51') },
      { name: N.trim, value: t('CF8M、17-4PH、Inconel 弹簧', 'CF8M, 17-4PH, Inconel spring') },
      { name: N.leak, value: t('API 598 / ANSI VI 级（软密封）', 'API 598 / ANSI Class VI (soft seal)') },
      { name: N.temp, value: v('-46 °C ~ +400 °C', '-46 °C to +400 °C') },
      { name: N.ends, value: FLANGED },
      { name: N.standard, value: v('API 6D', 'API 6D') },
    ],
    pictures: [pic('check-valve', 'MR-CK230'), pic('pipeline'), pic('lng-terminal')],
    files: [datasheet('MR-CK230'), sizing('MR-CK230')],
    actuators: ['mr-ls720', 'mr-ae810'],
    modifiedValves: ['mr-ck210', 'mr-ck220'],
  },

  // 219 Safety relief valves -------------------------------------------------
  {
    key: 'mr-sr310',
    cate_id: 219,
    no: 'MR-SR310',
    title: t('MR-SR310 弹簧全启式安全阀', 'MR-SR310 Spring-Loaded Full-Lift Safety Relief Valve'),
    summary: t(
      '按 API 526 尺寸设计的弹簧式安全阀，用于压力容器、换热器和工艺管线超压保护。',
      'A spring-loaded relief valve dimensioned to API 526 for overpressure protection of vessels, exchangers and process lines.',
    ),
    content: t(
      '<p>MR-SR310 采用双调节环结构，可精确调整启闭压差和排放压力；全启式喷嘴在 10% 超压内达到额定排量。波纹管平衡型可消除背压对整定压力的影响。</p><p>每台阀门在工厂试验台整定、测试密封并铅封，随附整定记录。</p>',
      '<p>The MR-SR310 has two adjusting rings for precise setting of blowdown and relieving pressure, and its full-nozzle design reaches rated capacity within 10% overpressure. A balanced-bellows version removes the effect of back pressure on set point.</p><p>Each valve is set, seat-tested and sealed on our test bench and shipped with its set-pressure record.</p>',
    ),
    performance: t(
      '<ul><li>整定压力偏差 ±3%</li><li>超压 10% 达到额定排量</li><li>启闭压差 7%–10%</li></ul>',
      '<ul><li>Set-pressure tolerance ±3%</li><li>Rated capacity at 10% overpressure</li><li>Blowdown 7–10%</li></ul>',
    ),
    advantages: t(
      '<ul><li>与 API 526 尺寸互换</li><li>波纹管平衡型抗背压</li><li>可在线校验</li></ul>',
      '<ul><li>Interchangeable with API 526 dimensions</li><li>Balanced bellows resists back pressure</li><li>In-situ testing possible</li></ul>',
    ),
    structure: t(
      '<p>全喷嘴角式阀体，双调节环，封闭或开放式阀帽，波纹管平衡可选，提升扳手可选。</p>',
      '<p>Full-nozzle angle body, twin adjusting rings, closed or open bonnet, optional balanced bellows and lifting lever.</p>',
    ),
    specs: [
      {
        name: N.size,
        value: v('进口 DN25–DN200（1"–8"），孔口 D–T', 'Inlet DN25–DN200 (1"–8"), orifices D–T'),
      },
      {
        name: N.rating,
        value: v('ANSI 150#–2500#（进口）/ PN16–PN420', 'ANSI 150#–2500# inlet / PN16–PN420'),
      },
      { name: N.setp, value: v('0.1–42 MPa') },
      { name: N.body, value: t('WCB、WC6、CF8M、LCC', 'WCB, WC6, CF8M, LCC') },
      {
        name: N.trim,
        value: t('316 喷嘴与阀瓣、司太立密封面', '316 nozzle and disc, Stellite seating faces'),
      },
      { name: N.leak, value: t('API 527', 'API 527') },
      { name: N.temp, value: v('-196 °C ~ +538 °C', '-196 °C to +538 °C') },
      { name: N.standard, value: v('API 526、ASME VIII', 'API 526, ASME VIII') },
    ],
    pictures: [pic('globe-valve', 'MR-SR310'), pic('test-bench'), pic('chemical-plant')],
    files: [datasheet('MR-SR310'), iom('MR-SR310')],
    actuators: ['mr-ae810'],
    modifiedValves: ['mr-sr320'],
  },
  {
    key: 'mr-sr320',
    cate_id: 219,
    no: 'MR-SR320',
    title: t('MR-SR320 先导式安全阀', 'MR-SR320 Pilot-Operated Relief Valve'),
    summary: t(
      '主阀由先导阀控制，运行压力可达整定压力的 98%，适用于大排量、高背压和操作压力接近整定值的工况。',
      'A pilot-controlled main valve that holds tight at up to 98% of set pressure — for large capacity, high back pressure and operation close to set point.',
    ),
    content: t(
      '<p>MR-SR320 的主阀活塞上腔由系统压力加载，压力越高密封越紧；到达整定压力时先导阀泄放上腔压力，主阀迅速全开。适用于天然气管线、LNG 储罐和大型反应器。</p><p>非流动式先导阀在排放期间不连续排气，减少先导阀结冰和堵塞。</p>',
      '<p>System pressure loads the top of the MR-SR320 main piston, so the valve seals harder as pressure rises; at set pressure the pilot vents the dome and the main valve opens fully. It suits gas pipelines, LNG tanks and large reactors.</p><p>A non-flowing pilot does not vent continuously while relieving, reducing pilot icing and plugging.</p>',
    ),
    performance: t(
      '<ul><li>运行压力可达整定压力的 98%</li><li>整定压力偏差 ±2%</li><li>背压影响可忽略</li></ul>',
      '<ul><li>Tight at up to 98% of set pressure</li><li>Set-pressure tolerance ±2%</li><li>Negligible back-pressure effect</li></ul>',
    ),
    advantages: t(
      '<ul><li>提高装置允许运行压力</li><li>可远程泄压与在线测试</li><li>软密封主阀，零泄漏</li></ul>',
      '<ul><li>Allows higher plant operating pressure</li><li>Remote unloading and in-situ testing</li><li>Soft-seated main valve with zero leakage</li></ul>',
    ),
    structure: t(
      '<p>活塞式主阀，非流动式先导阀，不锈钢引压管，现场测试接口与可选远程泄压电磁阀。</p>',
      '<p>Piston-type main valve, non-flowing pilot, stainless sensing line, field test connection and optional remote unloading solenoid.</p>',
    ),
    specs: [
      { name: N.size, value: v('进口 DN25–DN300（1"–12"）', 'Inlet DN25–DN300 (1"–12")') },
      { name: N.rating, value: v('ANSI 150#–1500# / PN16–PN260') },
      { name: N.setp, value: v('0.1–25 MPa') },
      { name: N.body, value: t('WCB、LCC、CF8M', 'WCB, LCC, CF8M') },
      { name: N.seat, value: t('PTFE、PEEK、Viton 软密封', 'PTFE, PEEK or Viton soft seat') },
      { name: N.leak, value: t('API 527 零泄漏', 'Zero leakage to API 527') },
      { name: N.temp, value: v('-196 °C ~ +260 °C', '-196 °C to +260 °C') },
      { name: N.standard, value: v('API 526、ASME VIII', 'API 526, ASME VIII') },
    ],
    pictures: [pic('globe-valve', 'MR-SR320'), pic('lng-terminal')],
    files: [datasheet('MR-SR320')],
    actuators: ['mr-ae810', 'mr-sv710'],
    modifiedValves: ['mr-sr310'],
  },

  // 220 Pneumatic diaphragm actuators ---------------------------------------
  {
    key: 'mr-pa100',
    cate_id: 220,
    no: 'MR-PA100',
    title: t('MR-PA100 多弹簧气动薄膜执行机构', 'MR-PA100 Multi-Spring Pneumatic Diaphragm Actuator'),
    summary: t(
      '紧凑型多弹簧薄膜执行机构，正反作用现场可换，用于中小口径直行程调节阀。',
      'A compact multi-spring diaphragm actuator, field-reversible, for small and mid-size globe valves.',
    ),
    content: t(
      '<p>MR-PA100 采用模压夹布橡胶膜片和多根并联弹簧，输出力线性度好、高度低。更换作用方式时无需额外零件，只需重新装配膜片和弹簧位置。</p><p>顶部可装手轮或行程限位，侧面预留 NAMUR / IEC 60534-6-1 定位器安装接口。</p>',
      '<p>The MR-PA100 uses a moulded fabric-reinforced diaphragm and several parallel springs for linear force output at low height. Action can be reversed without extra parts simply by reassembling diaphragm and springs.</p><p>A top-mounted handwheel or travel stop can be fitted, and a NAMUR / IEC 60534-6-1 positioner mounting is provided on the yoke.</p>',
    ),
    performance: t(
      '<ul><li>有效面积 280 / 400 / 560 cm²</li><li>滞环 ≤ 1%</li><li>气源压力最高 0.4 MPa</li></ul>',
      '<ul><li>Effective areas 280 / 400 / 560 cm²</li><li>Hysteresis ≤ 1%</li><li>Supply up to 0.4 MPa</li></ul>',
    ),
    advantages: t(
      '<ul><li>高度低，便于管廊安装</li><li>无滑动密封，维护少</li><li>正反作用现场切换</li></ul>',
      '<ul><li>Low profile for pipe racks</li><li>No sliding seals, little maintenance</li><li>Field-reversible action</li></ul>',
    ),
    structure: t(
      '<p>冲压钢膜盖，环氧粉末涂层；夹布丁腈或硅橡胶膜片；多弹簧结构；铸铁或铸钢支架。</p>',
      '<p>Pressed-steel casings with epoxy powder coat; fabric-reinforced nitrile or silicone diaphragm; multi-spring design; cast-iron or cast-steel yoke.</p>',
    ),
    specs: [
      { name: N.thrust, value: v('2.5–28 kN') },
      { name: N.stroke, value: v('16–60 mm') },
      { name: N.air, value: v('0.14–0.4 MPa') },
      { name: N.signal, value: t('20–100 kPa 或经定位器 4–20 mA', '20–100 kPa, or 4–20 mA via positioner') },
      {
        name: N.failsafe,
        value: t('气开（故障关）/ 气关（故障开）', 'Air-to-open (fail-closed) / air-to-close (fail-open)'),
      },
      { name: N.ambient, value: v('-40 °C ~ +80 °C', '-40 °C to +80 °C') },
      { name: N.mounting, value: v('IEC 60534-6-1 / NAMUR') },
    ],
    pictures: [pic('pneumatic-actuator', 'MR-PA100'), pic('control-valve-assembly', 'MR-GV300')],
    files: [datasheet('MR-PA100'), iom('MR-PA100')],
    modifiedValves: ['mr-gv300', 'mr-gv305', 'mr-cv510'],
  },
  {
    key: 'mr-pa120',
    cate_id: 220,
    no: 'MR-PA120',
    title: t('MR-PA120 大推力薄膜执行机构', 'MR-PA120 High-Thrust Diaphragm Actuator'),
    summary: t(
      '有效面积最大 1600 cm²，推力可达 80 kN，用于大口径套筒阀、三通阀和角形阀。',
      'Effective areas up to 1,600 cm² and thrust to 80 kN for large cage, three-way and angle valves.',
    ),
    content: t(
      '<p>MR-PA120 在保留薄膜执行机构低摩擦优点的同时，通过双膜片串联结构把推力提高到 80 kN，可替代部分活塞执行机构用于大口径调节阀，获得更好的控制品质。</p><p>膜盖采用螺栓加安全长螺栓设计，拆卸时弹簧预紧力可安全释放。</p>',
      '<p>The MR-PA120 keeps the low friction of a diaphragm actuator while reaching 80 kN with a tandem diaphragm design, replacing piston actuators on some large control valves for better control quality.</p><p>Casings are bolted with long safety bolts so spring preload is released safely during disassembly.</p>',
    ),
    performance: t(
      '<ul><li>推力 10–80 kN</li><li>行程最长 100 mm</li><li>滞环 ≤ 1%</li></ul>',
      '<ul><li>Thrust 10–80 kN</li><li>Stroke up to 100 mm</li><li>Hysteresis ≤ 1%</li></ul>',
    ),
    advantages: t(
      '<ul><li>大推力下仍保持低摩擦</li><li>安全拆卸设计</li><li>与 MR-PA100 共用附件</li></ul>',
      '<ul><li>Low friction even at high thrust</li><li>Safe-disassembly design</li><li>Shares accessories with the MR-PA100</li></ul>',
    ),
    structure: t(
      '<p>单膜片或双膜片串联结构，多弹簧组，加强型铸钢支架，可选顶装手轮。</p>',
      '<p>Single or tandem diaphragms, multi-spring pack, reinforced cast-steel yoke, optional top-mounted handwheel.</p>',
    ),
    specs: [
      { name: N.thrust, value: v('10–80 kN') },
      { name: N.stroke, value: v('25–100 mm') },
      { name: N.air, value: v('0.2–0.5 MPa') },
      {
        name: N.signal,
        value: t('经定位器 4–20 mA / HART / 现场总线', '4–20 mA / HART / fieldbus via positioner'),
      },
      { name: N.failsafe, value: t('故障关 / 故障开', 'Fail-closed / fail-open') },
      { name: N.ambient, value: v('-40 °C ~ +80 °C', '-40 °C to +80 °C') },
      { name: N.mounting, value: v('IEC 60534-6-1 / NAMUR') },
    ],
    pictures: [pic('pneumatic-actuator', 'MR-PA120'), pic('factory-floor')],
    files: [datasheet('MR-PA120')],
    modifiedValves: ['mr-gv400', 'mr-tw500', 'mr-av600'],
  },

  // 221 Pneumatic piston & rotary actuators --------------------------------
  {
    key: 'mr-pa200',
    cate_id: 221,
    no: 'MR-PA200',
    title: t('MR-PA200 气动活塞执行机构', 'MR-PA200 Pneumatic Piston Actuator'),
    summary: t(
      '双作用或弹簧复位活塞执行机构，气源最高 1.0 MPa，推力大、刚度高，用于高压差与快速动作阀门。',
      'Double-acting or spring-return piston actuators for supplies up to 1.0 MPa, with high thrust and stiffness for high-ΔP and fast-acting valves.',
    ),
    content: t(
      '<p>MR-PA200 的气缸内壁珩磨并镀硬铬，活塞采用低摩擦导向带和密封，使活塞执行机构也能获得接近薄膜式的控制精度。高气源压力使其在同等推力下尺寸更小，刚度更高，可抵抗高压差下的阀芯不平衡力波动。</p><p>配合放大器和快排阀，全行程时间可缩短至 1 s 以内。</p>',
      '<p>The MR-PA200 cylinder is honed and hard-chromed, and the piston runs on low-friction guide bands and seals, giving near-diaphragm control accuracy. The higher supply pressure makes it smaller and stiffer for the same thrust, resisting fluctuating plug forces at high ΔP.</p><p>With volume boosters and quick-exhaust valves, full stroke drops below 1 s.</p>',
    ),
    performance: t(
      '<ul><li>推力 5–300 kN</li><li>行程最长 300 mm</li><li>全行程时间 &lt; 1 s（配放大器）</li></ul>',
      '<ul><li>Thrust 5–300 kN</li><li>Stroke up to 300 mm</li><li>Full stroke &lt; 1 s with boosters</li></ul>',
    ),
    advantages: t(
      '<ul><li>高刚度，抗压差扰动</li><li>速度快，适合防喘振和旁路</li><li>弹簧复位可选，保证故障安全</li></ul>',
      '<ul><li>High stiffness against ΔP disturbances</li><li>Fast enough for anti-surge and bypass duty</li><li>Spring-return option for fail-safe action</li></ul>',
    ),
    structure: t(
      '<p>铝合金或钢制气缸，镀铬活塞杆，低摩擦密封，弹簧包可选，顶部手动液压泵或手轮可选。</p>',
      '<p>Aluminium or steel cylinder, chromed piston rod, low-friction seals, optional spring cartridge and top-mounted hydraulic hand pump or handwheel.</p>',
    ),
    specs: [
      { name: N.thrust, value: v('5–300 kN') },
      { name: N.stroke, value: v('20–300 mm') },
      { name: N.air, value: v('0.4–1.0 MPa') },
      { name: N.speed, value: v('< 1 s（配放大器，行程 100 mm）', '< 1 s (with boosters, 100 mm stroke)') },
      {
        name: N.failsafe,
        value: t(
          '弹簧复位故障关 / 开，或双作用保位',
          'Spring fail-closed / fail-open, or double-acting stay-put',
        ),
      },
      { name: N.ambient, value: v('-40 °C ~ +80 °C', '-40 °C to +80 °C') },
      { name: N.mounting, value: v('IEC 60534-6-1 / NAMUR') },
    ],
    pictures: [
      pic('pneumatic-actuator', 'MR-PA200'),
      pic('control-valve-assembly', 'MR-SS730'),
      pic('test-bench'),
    ],
    files: [datasheet('MR-PA200'), iom('MR-PA200')],
    modifiedValves: ['mr-gv420', 'mr-ss710', 'mr-ss730'],
  },
  {
    key: 'mr-ra300',
    cate_id: 221,
    no: 'MR-RA300',
    title: t('MR-RA300 齿轮齿条气动执行机构', 'MR-RA300 Rack-and-Pinion Pneumatic Actuator'),
    summary: t(
      '双活塞齿轮齿条结构，扭矩恒定，ISO 5211 和 NAMUR 接口，用于中小口径球阀、蝶阀和旋塞阀。',
      'A twin-piston rack-and-pinion actuator with constant torque and ISO 5211 / NAMUR interfaces for small and mid-size ball, butterfly and plug valves.',
    ),
    content: t(
      '<p>MR-RA300 的两只活塞驱动同一齿轮轴，在整个 90° 行程中输出恒定扭矩，适合软密封球阀和蝶阀。缸体采用硬质阳极氧化铝合金，户外和海洋环境可选不锈钢缸体。</p><p>行程两端可各调整 ±5°，便于精确限位。</p>',
      '<p>Two pistons in the MR-RA300 drive a common pinion to give constant torque over the full 90°, well suited to soft-seated ball and butterfly valves. The body is hard-anodised aluminium, with stainless steel available for outdoor and marine sites.</p><p>Each end of travel is adjustable by ±5° for accurate stops.</p>',
    ),
    performance: t(
      '<ul><li>扭矩 10–4000 N·m（0.6 MPa）</li><li>转角 90°，两端 ±5° 可调</li><li>寿命 100 万次循环</li></ul>',
      '<ul><li>Torque 10–4,000 N·m at 0.6 MPa</li><li>90° rotation, ±5° adjustable at both ends</li><li>One million cycles service life</li></ul>',
    ),
    advantages: t(
      '<ul><li>结构紧凑，价格经济</li><li>标准接口，附件即插即用</li><li>耐腐蚀版本可选</li></ul>',
      '<ul><li>Compact and economical</li><li>Standard interfaces for plug-and-play accessories</li><li>Corrosion-resistant versions</li></ul>',
    ),
    structure: t(
      '<p>铝合金或不锈钢缸体，双活塞齿条，一体式齿轮轴，模块化弹簧组，位置指示器。</p>',
      '<p>Aluminium or stainless body, twin rack pistons, one-piece pinion, modular spring cartridges, position indicator.</p>',
    ),
    specs: [
      { name: N.torque, value: v('10–4000 N·m（0.6 MPa）', '10–4,000 N·m at 0.6 MPa') },
      { name: N.stroke, value: v('90° ± 5°') },
      { name: N.air, value: v('0.25–0.8 MPa') },
      { name: N.failsafe, value: t('双作用 / 弹簧复位', 'Double-acting / spring return') },
      {
        name: N.ambient,
        value: v('-40 °C ~ +80 °C（低温型 -55 °C）', '-40 °C to +80 °C (-55 °C low-temperature version)'),
      },
      { name: N.mounting, value: v('ISO 5211、NAMUR VDI/VDE 3845', 'ISO 5211, NAMUR VDI/VDE 3845') },
    ],
    pictures: [pic('pneumatic-actuator', 'MR-RA300'), pic('ball-valve', 'MR-BV210')],
    files: [datasheet('MR-RA300')],
    modifiedValves: ['mr-bv210', 'mr-bf210', 'mr-rp310'],
  },
  {
    key: 'mr-ra320',
    cate_id: 221,
    no: 'MR-RA320',
    title: t('MR-RA320 拨叉式气动执行机构', 'MR-RA320 Scotch-Yoke Pneumatic Actuator'),
    summary: t(
      '拨叉式结构输出两端高扭矩，最高 60000 N·m，用于大口径球阀、三偏心蝶阀和紧急切断阀。',
      'Scotch-yoke mechanics put peak torque at both ends of travel, up to 60,000 N·m, for large ball valves, triple-offset butterflies and ESD valves.',
    ),
    content: t(
      '<p>球阀和蝶阀在开启瞬间和关闭到位时所需扭矩最大，拨叉式执行机构的扭矩曲线正好与之匹配，可比齿轮齿条式小一到两档。MR-RA320 采用模块化设计，气缸、弹簧包和液压手动装置可自由组合。</p><p>获 SIL 3 能力评估，适用于紧急切断阀组。</p>',
      '<p>Ball and butterfly valves need the most torque at break-out and at final seating. A scotch-yoke torque curve matches that demand, so the actuator can be one or two sizes smaller than a rack-and-pinion. The MR-RA320 is modular: cylinder, spring cartridge and hydraulic manual override combine freely.</p><p>Assessed as SIL 3 capable, it suits emergency shutdown assemblies.</p>',
    ),
    performance: t(
      '<ul><li>扭矩 500–60000 N·m</li><li>SIL 3 能力（IEC 61508）</li><li>工作气压 0.3–1.2 MPa</li></ul>',
      '<ul><li>Torque 500–60,000 N·m</li><li>SIL 3 capable to IEC 61508</li><li>Supply 0.3–1.2 MPa</li></ul>',
    ),
    advantages: t(
      '<ul><li>扭矩曲线匹配旋转阀</li><li>模块化，备件少</li><li>液压手动装置可选</li></ul>',
      '<ul><li>Torque curve matches rotary valves</li><li>Modular with few spares</li><li>Hydraulic manual override available</li></ul>',
    ),
    structure: t(
      '<p>球墨铸铁拨叉箱体，对称或倾斜拨叉，镀铬气缸，预紧弹簧包，端部行程调节螺栓。</p>',
      '<p>Ductile-iron yoke housing, symmetric or canted yoke, chromed cylinder, pre-loaded spring cartridge, end-of-travel adjusting bolts.</p>',
    ),
    specs: [
      { name: N.torque, value: v('500–60000 N·m', '500–60,000 N·m') },
      { name: N.stroke, value: v('90° ± 5°') },
      { name: N.air, value: v('0.3–1.2 MPa') },
      {
        name: N.failsafe,
        value: t('弹簧复位故障关 / 开，或双作用', 'Spring fail-closed / fail-open, or double-acting'),
      },
      { name: N.speed, value: v('≤ 2 s（DN300 阀门）', '≤ 2 s (on a DN300 valve)') },
      { name: N.ambient, value: v('-46 °C ~ +80 °C', '-46 °C to +80 °C') },
      { name: N.mounting, value: v('ISO 5211', 'ISO 5211') },
    ],
    pictures: [
      pic('pneumatic-actuator', 'MR-RA320'),
      pic('control-valve-assembly', 'MR-BV320'),
      pic('pipeline'),
    ],
    files: [datasheet('MR-RA320'), iom('MR-RA320')],
    modifiedValves: ['mr-bv320', 'mr-bf310', 'mr-cv520'],
  },

  // 222 Electric actuators ------------------------------------------------------
  {
    key: 'mr-ea400',
    cate_id: 222,
    no: 'MR-EA400',
    title: t('MR-EA400 智能直行程电动执行机构', 'MR-EA400 Intelligent Linear Electric Actuator'),
    summary: t(
      '无刷电机与行星滚柱丝杠，调节精度 0.25%，连续调节无需冷却间歇，用于无气源场合的调节阀。',
      'A brushless motor and planetary roller screw for 0.25% accuracy and continuous modulation without rest periods — for control valves where there is no instrument air.',
    ),
    content: t(
      '<p>MR-EA400 满足 S9 连续调节工作制，每小时启停次数不受限制。内置控制器通过红外遥控器或蓝牙进行非侵入式设定，可记录行程、力矩和温度曲线，用于趋势诊断。</p><p>断电时可保位，也可选配超级电容模块实现断电回到预设位置。</p>',
      '<p>The MR-EA400 is rated for S9 continuous modulation with unlimited starts per hour. Its integral controller is set up non-intrusively by infrared remote or Bluetooth and logs travel, force and temperature profiles for trend diagnostics.</p><p>It stays put on power loss, or drives to a preset position with an optional super-capacitor module.</p>',
    ),
    performance: t(
      '<ul><li>推力 2–25 kN</li><li>定位精度 0.25%</li><li>S9 连续调节工作制</li></ul>',
      '<ul><li>Thrust 2–25 kN</li><li>Positioning accuracy 0.25%</li><li>S9 continuous modulating duty</li></ul>',
    ),
    advantages: t(
      '<ul><li>无需气源和气路维护</li><li>数据记录与诊断</li><li>断电回位可选</li></ul>',
      '<ul><li>No air supply or pneumatics to maintain</li><li>Data logging and diagnostics</li><li>Fail-to-position option</li></ul>',
    ),
    structure: t(
      '<p>无刷直流电机，行星滚柱丝杠，绝对值编码器，手轮，隔爆外壳，双密封接线腔。</p>',
      '<p>Brushless DC motor, planetary roller screw, absolute encoder, handwheel, flameproof enclosure, double-sealed terminal compartment.</p>',
    ),
    specs: [
      { name: N.thrust, value: v('2–25 kN') },
      { name: N.stroke, value: v('10–100 mm') },
      {
        name: N.power,
        value: v(
          'AC 220 V 单相 / AC 380 V 三相 / DC 24 V',
          'AC 220 V single-phase / AC 380 V three-phase / DC 24 V',
        ),
      },
      { name: N.signal, value: v('4–20 mA、HART') },
      { name: N.comm, value: v('HART、Modbus RTU、PROFIBUS DP') },
      { name: N.accuracy, value: v('0.25%') },
      { name: N.enclosure, value: EXPLOSION },
      { name: N.ambient, value: v('-30 °C ~ +70 °C', '-30 °C to +70 °C') },
    ],
    pictures: [pic('electric-actuator', 'MR-EA400'), pic('water-treatment')],
    files: [datasheet('MR-EA400'), iom('MR-EA400')],
    modifiedValves: ['mr-gv300', 'mr-tw500', 'mr-gv320'],
  },
  {
    key: 'mr-ea420',
    cate_id: 222,
    no: 'MR-EA420',
    title: t('MR-EA420 角行程电动执行机构', 'MR-EA420 Part-Turn Electric Actuator'),
    summary: t(
      '蜗轮蜗杆角行程电动执行机构，开关型与调节型可选，用于蝶阀、球阀和风门。',
      'A worm-gear part-turn electric actuator in on-off and modulating versions for butterfly and ball valves and dampers.',
    ),
    content: t(
      '<p>MR-EA420 适用于水厂、污水厂和电站辅机系统中大量分散布置的角行程阀门。自锁蜗轮蜗杆在断电时保持阀位，力矩保护防止阀门卡涩时损坏。</p><p>现场总线型号可通过一根通信电缆连接数十台执行机构，显著减少布线。</p>',
      '<p>The MR-EA420 serves the many dispersed quarter-turn valves in water and wastewater plants and power-plant auxiliaries. A self-locking worm gear holds position without power, and torque limiting protects a jammed valve from damage.</p><p>Fieldbus versions connect dozens of actuators on one cable, cutting wiring substantially.</p>',
    ),
    performance: t(
      '<ul><li>扭矩 50–8000 N·m</li><li>调节型定位精度 0.5%</li><li>防护等级 IP68（7 m，72 h）</li></ul>',
      '<ul><li>Torque 50–8,000 N·m</li><li>Positioning accuracy 0.5% (modulating)</li><li>IP68 (7 m, 72 h)</li></ul>',
    ),
    advantages: t(
      '<ul><li>自锁保位</li><li>力矩保护</li><li>总线型节省布线</li></ul>',
      '<ul><li>Self-locking stay-put</li><li>Torque protection</li><li>Fieldbus version saves wiring</li></ul>',
    ),
    structure: t(
      '<p>三相或单相电机，自锁蜗轮蜗杆，机械限位，手轮离合，本地操作按钮与显示屏。</p>',
      '<p>Three- or single-phase motor, self-locking worm gear, mechanical stops, declutchable handwheel, local controls and display.</p>',
    ),
    specs: [
      { name: N.torque, value: v('50–8000 N·m', '50–8,000 N·m') },
      { name: N.stroke, value: v('90°（可调 0–100°）', '90° (adjustable 0–100°)') },
      { name: N.power, value: v('AC 220 V / AC 380 V / DC 24 V') },
      { name: N.signal, value: t('开关量、4–20 mA', 'Discrete or 4–20 mA') },
      { name: N.comm, value: v('HART、Modbus RTU、PROFIBUS DP、FOUNDATION Fieldbus') },
      { name: N.speed, value: v('10–120 s / 90°') },
      {
        name: N.enclosure,
        value: t('IP68；隔爆型 Ex d IIB T4 可选', 'IP68; flameproof Ex d IIB T4 optional'),
      },
      { name: N.mounting, value: v('ISO 5211') },
    ],
    pictures: [
      pic('electric-actuator', 'MR-EA420'),
      pic('butterfly-valve', 'MR-BF120'),
      pic('water-treatment'),
    ],
    files: [datasheet('MR-EA420')],
    modifiedValves: ['mr-bf120', 'mr-bf210', 'mr-bv210'],
  },
  {
    key: 'mr-ea440',
    cate_id: 222,
    no: 'MR-EA440',
    title: t('MR-EA440 隔爆型多回转电动执行机构', 'MR-EA440 Flameproof Multi-Turn Electric Actuator'),
    summary: t(
      '多回转电动执行机构，最大扭矩 3000 N·m，配二级齿轮箱可驱动大口径闸阀和刀闸阀。',
      'A multi-turn electric actuator with up to 3,000 N·m, driving large gate and knife gate valves through secondary gearboxes.',
    ),
    content: t(
      '<p>MR-EA440 用于闸阀、截止阀和刀闸阀的开关与点动调节。双密封结构把电气腔与接线腔隔开，现场接线时不影响隔爆面。绝对值编码器断电不丢失位置，无需重新标定。</p><p>可选配蓄电池模块，在失电时仍能完成一次关阀动作。</p>',
      '<p>The MR-EA440 opens, closes and inches gate, globe and knife gate valves. Double sealing separates the electronics from the terminal compartment so site wiring never exposes flameproof joints. An absolute encoder keeps position through power loss without recalibration.</p><p>An optional battery module completes one closing stroke after power failure.</p>',
    ),
    performance: t(
      '<ul><li>扭矩 30–3000 N·m</li><li>输出转速 18–180 r/min</li><li>S2-15 min / S4-25% 工作制</li></ul>',
      '<ul><li>Torque 30–3,000 N·m</li><li>Output speed 18–180 rpm</li><li>S2-15 min / S4-25% duty</li></ul>',
    ),
    advantages: t(
      '<ul><li>双密封接线，保护隔爆面</li><li>断电不丢位置</li><li>蓄电池关阀可选</li></ul>',
      '<ul><li>Double-sealed wiring protects flameproof joints</li><li>Position retained without power</li><li>Battery close-on-failure option</li></ul>',
    ),
    structure: t(
      '<p>三相异步电机，蜗轮减速，绝对值编码器，力矩与行程双重保护，可配 MR 系列角行程或直行程齿轮箱。</p>',
      '<p>Three-phase induction motor, worm reduction, absolute encoder, torque and travel protection, combinable with MR part-turn or linear gearboxes.</p>',
    ),
    specs: [
      { name: N.torque, value: v('30–3000 N·m（多回转）', '30–3,000 N·m (multi-turn)') },
      { name: N.power, value: v('AC 380 V / 400 V / 690 V 三相', 'AC 380 V / 400 V / 690 V three-phase') },
      { name: N.signal, value: t('开关量、4–20 mA', 'Discrete or 4–20 mA') },
      { name: N.comm, value: v('Modbus RTU、PROFIBUS DP、HART') },
      { name: N.enclosure, value: t('IP68；Ex d IIC T4', 'IP68; Ex d IIC T4') },
      { name: N.ambient, value: v('-40 °C ~ +70 °C', '-40 °C to +70 °C') },
      { name: N.mounting, value: v('ISO 5210', 'ISO 5210') },
    ],
    pictures: [pic('electric-actuator', 'MR-EA440'), pic('gate-valve', 'MR-GT210'), pic('refinery')],
    files: [datasheet('MR-EA440'), iom('MR-EA440')],
    modifiedValves: ['mr-gt210', 'mr-gt220', 'mr-kg420'],
  },

  // 223 Electro-hydraulic actuators ----------------------------------------
  {
    key: 'mr-eh500',
    cate_id: 223,
    no: 'MR-EH500',
    title: t('MR-EH500 一体化电液执行机构', 'MR-EH500 Self-Contained Electro-Hydraulic Actuator'),
    summary: t(
      '集成电机泵、蓄能器与伺服阀，推力最高 500 kN，用于大口径高压差阀门的精确调节。',
      'Integrated motor-pump, accumulator and servo valve delivering up to 500 kN for precise control of large, high-ΔP valves.',
    ),
    content: t(
      '<p>MR-EH500 只需接入电源和控制信号，无需外部油站。伺服阀闭环控制，刚度高、分辨率高，适合给水调节、再循环和大口径球阀等对精度和推力都有较高要求的场合。</p><p>蓄能器在失电或控制信号中断时驱动阀门至预设安全位置。</p>',
      '<p>The MR-EH500 needs only power and a control signal — no external hydraulic power unit. Closed-loop servo control gives high stiffness and resolution for feedwater control, recirculation and large ball valves where both precision and force matter.</p><p>An accumulator drives the valve to its preset safe position if power or signal is lost.</p>',
    ),
    performance: t(
      '<ul><li>推力最高 500 kN / 扭矩最高 100000 N·m</li><li>分辨率 0.1%</li><li>失电安全动作</li></ul>',
      '<ul><li>Up to 500 kN thrust / 100,000 N·m torque</li><li>0.1% resolution</li><li>Fail-safe on power loss</li></ul>',
    ),
    advantages: t(
      '<ul><li>无外部油管，安装简单</li><li>高刚度，抗扰动</li><li>直行程和角行程两种型式</li></ul>',
      '<ul><li>No external oil lines; simple installation</li><li>High stiffness against disturbances</li><li>Linear and rotary versions</li></ul>',
    ),
    structure: t(
      '<p>油箱、电机泵、伺服比例阀、蓄能器与油缸一体化集成；位移传感器；手动泵。</p>',
      '<p>Reservoir, motor-pump, servo-proportional valve, accumulator and cylinder integrated in one unit; position transducer; manual pump.</p>',
    ),
    specs: [
      { name: N.thrust, value: v('20–500 kN（直行程）', '20–500 kN (linear)') },
      { name: N.torque, value: v('2000–100000 N·m（角行程）', '2,000–100,000 N·m (rotary)') },
      { name: N.power, value: v('AC 380 V 三相', 'AC 380 V three-phase') },
      { name: N.signal, value: v('4–20 mA、HART') },
      { name: N.accuracy, value: v('0.1%') },
      {
        name: N.failsafe,
        value: t('蓄能器驱动故障开 / 关 / 保位', 'Accumulator-driven fail-open, fail-closed or stay-put'),
      },
      { name: N.enclosure, value: t('IP66；Ex d IIB T4 可选', 'IP66; Ex d IIB T4 optional') },
    ],
    pictures: [pic('electric-actuator', 'MR-EH500'), pic('power-plant'), pic('test-bench')],
    files: [datasheet('MR-EH500'), iom('MR-EH500')],
    modifiedValves: ['mr-ss710', 'mr-gv420', 'mr-bv420'],
  },
  {
    key: 'mr-eh520',
    cate_id: 223,
    no: 'MR-EH520',
    title: t('MR-EH520 快速电液执行机构', 'MR-EH520 Fast-Stroke Electro-Hydraulic Actuator'),
    summary: t(
      '专为汽机旁路和快速切断设计，快开时间小于 1 s，同时保持 0.2% 调节精度。',
      'Designed for turbine bypass and fast isolation, opening in under 1 s while keeping 0.2% control accuracy.',
    ),
    content: t(
      '<p>MR-EH520 在 MR-EH500 的基础上增加大流量快开插装阀和双蓄能器，快速动作由独立电磁阀触发，与调节回路互不干扰。</p><p>电站旁路系统改造中，MR-EH520 常用于替代集中油站驱动的旧式旁路执行机构，消除油管泄漏和火灾风险。</p>',
      '<p>The MR-EH520 adds high-flow quick-opening cartridge valves and twin accumulators to the MR-EH500. Fast action is triggered by a dedicated solenoid independent of the control loop.</p><p>In bypass retrofits it often replaces older actuators driven from a central hydraulic unit, removing oil-line leaks and fire risk.</p>',
    ),
    performance: t(
      '<ul><li>快开 / 快关时间 &lt; 1 s</li><li>调节精度 0.2%</li><li>推力 50–400 kN</li></ul>',
      '<ul><li>Fast opening / closing &lt; 1 s</li><li>Control accuracy 0.2%</li><li>Thrust 50–400 kN</li></ul>',
    ),
    advantages: t(
      '<ul><li>快速与调节功能独立</li><li>取消集中油站和长油管</li><li>降低火灾风险</li></ul>',
      '<ul><li>Independent fast-action and control functions</li><li>No central HPU or long oil lines</li><li>Reduced fire risk</li></ul>',
    ),
    structure: t(
      '<p>一体化液压单元，双蓄能器，快开插装阀与冗余电磁阀，伺服比例阀，LVDT 位移反馈。</p>',
      '<p>Integrated hydraulic unit, twin accumulators, fast-acting cartridge valves with redundant solenoids, servo-proportional valve, LVDT feedback.</p>',
    ),
    specs: [
      { name: N.thrust, value: v('50–400 kN') },
      { name: N.stroke, value: v('50–400 mm') },
      { name: N.speed, value: v('快开 / 快关 < 1 s', 'Fast open / close < 1 s') },
      { name: N.power, value: v('AC 380 V 三相；DC 24 V 电磁阀', 'AC 380 V three-phase; DC 24 V solenoids') },
      { name: N.signal, value: v('4–20 mA、HART') },
      { name: N.accuracy, value: v('0.2%') },
      {
        name: N.failsafe,
        value: t('蓄能器驱动故障开或故障关', 'Accumulator-driven fail-open or fail-closed'),
      },
    ],
    pictures: [pic('electric-actuator', 'MR-EH520'), pic('control-valve-assembly', 'MR-SC810')],
    files: [datasheet('MR-EH520')],
    modifiedValves: ['mr-sc810', 'mr-ss710'],
  },

  // 224 Digital valve positioners -------------------------------------------
  {
    key: 'mr-dp600',
    cate_id: 224,
    no: 'MR-DP600',
    title: t('MR-DP600 HART 智能阀门定位器', 'MR-DP600 HART Digital Valve Positioner'),
    summary: t(
      '两线制 4–20 mA / HART 智能定位器，非接触式行程检测，一键自整定，内置阀门诊断。',
      'A two-wire 4–20 mA / HART digital positioner with contactless travel sensing, one-button auto-tuning and built-in valve diagnostics.',
    ),
    content: t(
      '<p>MR-DP600 采用压电阀控制气路，静态耗气量低于 0.03 Nm³/h，适合大量阀门的装置以降低压缩空气成本。非接触式磁阻传感器取消了反馈杆磨损，直行程与角行程通用。</p><p>内置诊断可记录阀门特征曲线、摩擦力、死区和气源压力，通过 HART 上传至资产管理系统。</p>',
      '<p>The MR-DP600 controls air with a piezo valve, keeping steady-state consumption below 0.03 Nm³/h — a real saving in compressed air where there are many valves. A contactless magnetoresistive sensor eliminates feedback-lever wear and suits both linear and rotary valves.</p><p>Built-in diagnostics record valve signature, friction, dead band and supply pressure and pass them over HART to an asset-management system.</p>',
    ),
    performance: t(
      '<ul><li>线性度 ≤ 0.5%</li><li>静态耗气 &lt; 0.03 Nm³/h</li><li>自整定时间 &lt; 3 min</li></ul>',
      '<ul><li>Linearity ≤ 0.5%</li><li>Steady-state air consumption &lt; 0.03 Nm³/h</li><li>Auto-tuning in &lt; 3 min</li></ul>',
    ),
    advantages: t(
      '<ul><li>低耗气，节省能耗</li><li>非接触检测，无磨损</li><li>诊断数据支持预测性维护</li></ul>',
      '<ul><li>Low air consumption saves energy</li><li>Contactless sensing with no wear</li><li>Diagnostics support predictive maintenance</li></ul>',
    ),
    structure: t(
      '<p>铝合金或不锈钢外壳，压电先导阀，磁阻行程传感器，本地按键与显示屏，可选 4–20 mA 位置反馈和限位开关。</p>',
      '<p>Aluminium or stainless housing, piezo pilot valve, magnetoresistive travel sensor, local keys and display, optional 4–20 mA position feedback and limit switches.</p>',
    ),
    specs: [
      { name: N.signal, value: v('4–20 mA（两线制，最小 3.6 mA）', '4–20 mA two-wire (3.6 mA minimum)') },
      { name: N.comm, value: v('HART 7') },
      { name: N.air, value: v('0.14–0.7 MPa') },
      {
        name: N.accuracy,
        value: t('线性度 ≤ 0.5%，死区 0.1%–10% 可调', 'Linearity ≤ 0.5%, dead band adjustable 0.1–10%'),
      },
      {
        name: N.stroke,
        value: t('直行程 10–300 mm / 角行程 30°–120°', 'Linear 10–300 mm / rotary 30°–120°'),
      },
      { name: N.enclosure, value: EXPLOSION },
      { name: N.ambient, value: v('-40 °C ~ +85 °C', '-40 °C to +85 °C') },
      { name: N.mounting, value: v('IEC 60534-6-1、VDI/VDE 3845', 'IEC 60534-6-1, VDI/VDE 3845') },
    ],
    pictures: [
      pic('positioner', 'MR-DP600'),
      pic('control-valve-assembly', 'MR-GV400'),
      pic('training-room'),
    ],
    files: [datasheet('MR-DP600'), iom('MR-DP600')],
    modifiedValves: ['mr-gv300', 'mr-gv400', 'mr-bv210'],
  },
  {
    key: 'mr-dp620',
    cate_id: 224,
    no: 'MR-DP620',
    title: t('MR-DP620 现场总线阀门定位器', 'MR-DP620 Fieldbus Valve Positioner'),
    summary: t(
      '支持 FOUNDATION Fieldbus 与 PROFIBUS PA 的数字定位器，内置 PID 功能块，可在现场实现控制。',
      'A digital positioner for FOUNDATION Fieldbus and PROFIBUS PA with built-in PID function blocks for control in the field.',
    ),
    content: t(
      '<p>MR-DP620 与 MR-DP600 共用机械结构和气路，通信部分采用全数字总线，单根电缆可连接多台设备并提供供电。内置的 PID、AO 和 DI 功能块使简单回路可在现场设备之间完成控制，减轻控制系统负荷。</p><p>设备描述文件可从枫河网站下载，支持主流控制系统的集成测试。</p>',
      '<p>The MR-DP620 shares its mechanics and pneumatics with the MR-DP600, with an all-digital bus interface: one cable powers and connects several devices. Built-in PID, AO and DI blocks let simple loops run between field devices, lightening the load on the control system.</p><p>Device description files are available from our website and have been integration-tested with mainstream control systems.</p>',
    ),
    performance: t(
      '<ul><li>线性度 ≤ 0.5%</li><li>宏周期内完成 PID 运算</li><li>总线功耗 ≤ 14 mA</li></ul>',
      '<ul><li>Linearity ≤ 0.5%</li><li>PID executed within the macrocycle</li><li>Bus current ≤ 14 mA</li></ul>',
    ),
    advantages: t(
      '<ul><li>减少布线和 I/O 卡件</li><li>现场控制，提高可用性</li><li>与 MR-DP600 备件通用</li></ul>',
      '<ul><li>Less wiring and fewer I/O cards</li><li>Control in the field for higher availability</li><li>Spares common with the MR-DP600</li></ul>',
    ),
    structure: t(
      '<p>与 MR-DP600 相同的压电气路与磁阻传感器，总线通信板，极性无关接线端子。</p>',
      '<p>Same piezo pneumatics and magnetoresistive sensor as the MR-DP600, fieldbus communication board, polarity-independent terminals.</p>',
    ),
    specs: [
      { name: N.signal, value: t('总线供电，9–32 V DC', 'Bus-powered, 9–32 V DC') },
      { name: N.comm, value: v('FOUNDATION Fieldbus H1、PROFIBUS PA') },
      { name: N.air, value: v('0.14–0.7 MPa') },
      { name: N.accuracy, value: t('线性度 ≤ 0.5%', 'Linearity ≤ 0.5%') },
      { name: N.enclosure, value: t('IP67；Ex ia IIC T4（FISCO）', 'IP67; Ex ia IIC T4 (FISCO)') },
      { name: N.ambient, value: v('-40 °C ~ +85 °C', '-40 °C to +85 °C') },
      { name: N.mounting, value: v('IEC 60534-6-1、VDI/VDE 3845', 'IEC 60534-6-1, VDI/VDE 3845') },
    ],
    pictures: [pic('positioner', 'MR-DP620'), pic('chemical-plant')],
    files: [datasheet('MR-DP620')],
    modifiedValves: ['mr-gv400', 'mr-tw500', 'mr-rp310'],
  },
  {
    key: 'mr-dp640',
    cate_id: 224,
    no: 'MR-DP640',
    title: t('MR-DP640 SIL 安全型定位器', 'MR-DP640 SIL-Certified Safety Positioner'),
    summary: t(
      '用于安全仪表系统的定位器，支持部分行程测试和紧急切断诊断，SIL 3 能力认证。',
      'A positioner for safety-instrumented systems with partial-stroke testing and ESD diagnostics, certified SIL 3 capable.',
    ),
    content: t(
      '<p>MR-DP640 在安全功能上独立于控制功能：一旦安全信号断开，定位器内部的安全通路直接排气，不依赖微处理器。部分行程测试可按计划或手动触发，把阀门移动 10%–20% 并记录响应，验证阀门未卡涩。</p><p>测试结果以时间戳记录，可作为安全仪表功能验证测试的一部分。</p>',
      '<p>In the MR-DP640 the safety function is independent of control: when the safety signal drops, an internal safety path vents the actuator without relying on the microprocessor. Partial-stroke tests, scheduled or manual, move the valve 10–20% and record its response to prove it is not stuck.</p><p>Time-stamped results can be used as part of proof testing of the safety-instrumented function.</p>',
    ),
    performance: t(
      '<ul><li>SIL 3 能力（IEC 61508）</li><li>部分行程测试 10%–20%</li><li>安全排气时间 &lt; 0.5 s（定位器本体）</li></ul>',
      '<ul><li>SIL 3 capable to IEC 61508</li><li>Partial-stroke test 10–20%</li><li>Safety vent &lt; 0.5 s (positioner alone)</li></ul>',
    ),
    advantages: t(
      '<ul><li>安全通路独立于微处理器</li><li>延长全行程验证测试间隔</li><li>可带时间戳的测试记录</li></ul>',
      '<ul><li>Safety path independent of the microprocessor</li><li>Longer intervals between full proof tests</li><li>Time-stamped test records</li></ul>',
    ),
    structure: t(
      '<p>不锈钢外壳，冗余排气通路，磁阻行程传感器，HART 通信，可选集成电磁阀功能。</p>',
      '<p>Stainless housing, redundant vent path, magnetoresistive travel sensor, HART communication, optional integrated solenoid function.</p>',
    ),
    specs: [
      { name: N.signal, value: t('4–20 mA / 24 V DC 开关量', '4–20 mA / 24 V DC discrete') },
      { name: N.comm, value: v('HART 7') },
      { name: N.air, value: v('0.14–1.0 MPa') },
      { name: N.failsafe, value: t('失信号排气', 'Vents on loss of signal') },
      { name: N.enclosure, value: t('IP67；Ex d IIC T6 / Ex ia IIC T4', 'IP67; Ex d IIC T6 / Ex ia IIC T4') },
      { name: N.ambient, value: v('-40 °C ~ +85 °C', '-40 °C to +85 °C') },
      { name: N.standard, value: v('IEC 61508 SIL 3、IEC 61511', 'IEC 61508 SIL 3, IEC 61511') },
    ],
    pictures: [
      pic('positioner', 'MR-DP640'),
      pic('control-valve-assembly', 'ESD'),
      pic('certificate', 'SIL 3'),
    ],
    files: [
      datasheet('MR-DP640'),
      {
        name: t('MR-DP640 安全手册', 'MR-DP640 Safety Manual'),
        summary: t(
          'SIL 认证数据、部分行程测试设置与验证测试程序。',
          'SIL certification data, partial-stroke test set-up and proof-test procedure.',
        ),
      },
    ],
    modifiedValves: ['mr-bv320', 'mr-bf330', 'mr-cv520'],
  },

  // 225 Pneumatic & control accessories ------------------------------------
  {
    key: 'mr-vb700',
    cate_id: 225,
    no: 'MR-VB700',
    title: t('MR-VB700 气动放大器', 'MR-VB700 Volume Booster'),
    summary: t(
      '大流量气动放大器，可把大口径阀门全行程时间缩短至原来的三分之一，同时保持定位稳定。',
      'A high-capacity volume booster that cuts full-stroke time of large valves to a third while keeping positioning stable.',
    ),
    content: t(
      '<p>MR-VB700 安装在定位器与执行机构之间，信号压力小幅变化时不动作，大幅变化时以大流量直接供气或排气。内置旁路针阀用于调整灵敏度，防止放大器与定位器之间产生振荡。</p><p>防喘振阀、旁路阀和大口径紧急切断阀的标准配件。</p>',
      '<p>The MR-VB700 sits between positioner and actuator: small signal changes pass through, while large changes open its high-capacity supply or exhaust ports. An integral bypass needle valve sets sensitivity and prevents oscillation between booster and positioner.</p><p>A standard accessory for anti-surge, bypass and large ESD valves.</p>',
    ),
    performance: t(
      '<ul><li>流通能力 Cv 2.5（供气与排气）</li><li>最高输入压力 1.0 MPa</li><li>可调死区</li></ul>',
      '<ul><li>Cv 2.5 supply and exhaust</li><li>Maximum input 1.0 MPa</li><li>Adjustable dead band</li></ul>',
    ),
    advantages: t(
      '<ul><li>大幅提升动作速度</li><li>旁路调节，避免振荡</li><li>铝合金或不锈钢阀体</li></ul>',
      '<ul><li>Much faster stroking</li><li>Bypass adjustment prevents oscillation</li><li>Aluminium or stainless body</li></ul>',
    ),
    structure: t(
      '<p>膜片式先导，大口径供排气阀，内置旁路针阀，G¾ / NPT¾ 接口。</p>',
      '<p>Diaphragm pilot, large-port supply and exhaust valves, integral bypass needle, G¾ / ¾ NPT ports.</p>',
    ),
    specs: [
      { name: N.output, value: v('Cv 2.5（供气 / 排气）', 'Cv 2.5 (supply / exhaust)') },
      { name: N.air, value: v('最高 1.0 MPa', 'Up to 1.0 MPa') },
      { name: N.signal, value: t('气动信号 1:1', 'Pneumatic signal, 1:1 ratio') },
      { name: N.body, value: t('铝合金、316 不锈钢', 'Aluminium, 316 SS') },
      { name: N.ambient, value: v('-40 °C ~ +80 °C', '-40 °C to +80 °C') },
      { name: N.ends, value: v('G¾ / ¾" NPT') },
    ],
    pictures: [pic('control-valve-assembly', 'MR-VB700'), pic('test-bench')],
    files: [datasheet('MR-VB700')],
    modifiedValves: ['mr-ss730', 'mr-sc810', 'mr-bv320'],
  },
  {
    key: 'mr-sv710',
    cate_id: 225,
    no: 'MR-SV710',
    title: t('MR-SV710 防爆电磁阀与快排阀组', 'MR-SV710 Explosion-Proof Solenoid & Quick-Exhaust Set'),
    summary: t(
      '三通/五通防爆电磁阀与快排阀组合，用于紧急切断、联锁和开关型阀门控制。',
      'Explosion-proof 3/2 and 5/2 solenoid valves with quick-exhaust valves for emergency shutdown, interlocks and on-off valve control.',
    ),
    content: t(
      '<p>MR-SV710 提供 NAMUR 直装和管式安装两种形式，低功耗线圈（0.5 W）可由安全系统直接驱动。2oo2 或 1oo2 冗余电磁阀组可兼顾安全性和防误动。</p><p>与快排阀配合，可使大型弹簧复位执行机构的关闭时间缩短一半以上。</p>',
      '<p>The MR-SV710 comes for NAMUR direct mounting or in-line tubing, and its 0.5 W low-power coil can be driven directly from a safety system. Redundant 2oo2 or 1oo2 solenoid manifolds balance safety against spurious trips.</p><p>Combined with quick-exhaust valves it can halve the closing time of large spring-return actuators.</p>',
    ),
    performance: t(
      '<ul><li>线圈功耗 0.5 W（本安型）</li><li>SIL 3 适用（冗余配置）</li><li>流通能力 Cv 0.8–4.0</li></ul>',
      '<ul><li>0.5 W coil (intrinsically safe)</li><li>SIL 3 capable in redundant configuration</li><li>Cv 0.8–4.0</li></ul>',
    ),
    advantages: t(
      '<ul><li>低功耗，安全系统直驱</li><li>冗余阀组可选</li><li>不锈钢阀体适合海洋环境</li></ul>',
      '<ul><li>Low power for direct safety-system drive</li><li>Redundant manifolds available</li><li>Stainless bodies for offshore sites</li></ul>',
    ),
    structure: t(
      '<p>316 不锈钢或铝合金阀体，隔爆或本安线圈，手动复位可选，独立快排阀。</p>',
      '<p>316 SS or aluminium body, flameproof or intrinsically safe coil, optional manual reset, separate quick-exhaust valve.</p>',
    ),
    specs: [
      { name: N.power, value: v('DC 24 V / AC 220 V') },
      { name: N.output, value: t('3/2 或 5/2 通，Cv 0.8–4.0', '3/2 or 5/2 way, Cv 0.8–4.0') },
      { name: N.air, value: v('0.15–1.0 MPa') },
      { name: N.body, value: t('316 不锈钢、铝合金', '316 SS, aluminium') },
      { name: N.enclosure, value: EXPLOSION },
      { name: N.ambient, value: v('-40 °C ~ +60 °C', '-40 °C to +60 °C') },
      { name: N.mounting, value: t('NAMUR 直装 / 管式', 'NAMUR direct or in-line') },
    ],
    pictures: [pic('control-valve-assembly', 'MR-SV710'), pic('lng-terminal')],
    files: [datasheet('MR-SV710')],
    modifiedValves: ['mr-bv320', 'mr-bf220', 'mr-bf330'],
  },
  {
    key: 'mr-ls720',
    cate_id: 225,
    no: 'MR-LS720',
    title: t('MR-LS720 阀位限位开关盒', 'MR-LS720 Valve Limit Switch Box'),
    summary: t(
      '机械或接近开关型阀位回讯器，带可视指示，适用于角行程阀、止回阀和刀闸阀位置反馈。',
      'A mechanical or proximity-type position transmitter with visual indicator for rotary valves, check valves and knife gates.',
    ),
    content: t(
      '<p>MR-LS720 通过 NAMUR 接口直接安装于执行机构或阀杆，内部凸轮无需工具即可调整。可选 4–20 mA 位置变送，用于止回阀等无执行机构阀门的开度监视。</p><p>外壳防护等级 IP67，适用于户外与冲洗场合。</p>',
      '<p>The MR-LS720 mounts directly to an actuator or stem via a NAMUR interface, and its cams adjust without tools. An optional 4–20 mA position transmitter monitors valves without actuators, such as check valves.</p><p>The IP67 housing suits outdoor and wash-down locations.</p>',
    ),
    performance: t(
      '<ul><li>开关重复精度 ±0.5°</li><li>可选 4–20 mA 位置变送</li><li>IP67</li></ul>',
      '<ul><li>Switching repeatability ±0.5°</li><li>Optional 4–20 mA position transmitter</li><li>IP67</li></ul>',
    ),
    advantages: t(
      '<ul><li>免工具调整</li><li>醒目可视指示</li><li>机械与接近开关多种选择</li></ul>',
      '<ul><li>Tool-free adjustment</li><li>Highly visible indicator</li><li>Mechanical or proximity switch options</li></ul>',
    ),
    structure: t(
      '<p>铝合金或不锈钢外壳，弹簧锁定凸轮，三维阀位指示器，双电缆入口。</p>',
      '<p>Aluminium or stainless housing, spring-locked cams, 3D position indicator, two cable entries.</p>',
    ),
    specs: [
      {
        name: N.output,
        value: t(
          '2 × SPDT 机械 / 2 × 感应式接近开关 / 4–20 mA',
          '2 × SPDT mechanical / 2 × inductive proximity / 4–20 mA',
        ),
      },
      {
        name: N.power,
        value: v('DC 8–30 V / AC 250 V 5 A（机械开关）', 'DC 8–30 V / AC 250 V 5 A (mechanical)'),
      },
      { name: N.enclosure, value: EXPLOSION },
      { name: N.ambient, value: v('-40 °C ~ +80 °C', '-40 °C to +80 °C') },
      { name: N.mounting, value: v('NAMUR VDI/VDE 3845') },
      { name: N.body, value: t('铝合金、316 不锈钢', 'Aluminium, 316 SS') },
    ],
    pictures: [pic('positioner', 'MR-LS720'), pic('check-valve', 'MR-CK220')],
    files: [datasheet('MR-LS720')],
    modifiedValves: ['mr-ck220', 'mr-kg410', 'mr-bf220'],
  },
  {
    key: 'mr-fr730',
    cate_id: 225,
    no: 'MR-FR730',
    title: t('MR-FR730 不锈钢过滤减压阀', 'MR-FR730 Stainless Filter Regulator'),
    summary: t(
      '5 μm 过滤与稳定减压，保证定位器和执行机构获得清洁、干燥、稳定的气源。',
      '5 μm filtration and stable pressure regulation so positioners and actuators receive clean, dry and steady air.',
    ),
    content: t(
      '<p>现场统计表明，相当一部分定位器故障源于气源中的水、油和颗粒。MR-FR730 采用烧结不锈钢滤芯和自动排水，输出压力随流量变化小，保证定位器工作在设计压力范围内。</p><p>全不锈钢结构适合海上平台和沿海化工园区。</p>',
      '<p>Field records show that a large share of positioner failures start with water, oil or particles in the air supply. The MR-FR730 uses a sintered stainless element and automatic drain, and its outlet pressure changes little with flow, keeping the positioner inside its design range.</p><p>All-stainless construction suits offshore platforms and coastal chemical parks.</p>',
    ),
    performance: t(
      '<ul><li>过滤精度 5 μm</li><li>输出压力 0.02–0.8 MPa</li><li>流量 50 Nm³/h（0.6 MPa 入口）</li></ul>',
      '<ul><li>5 μm filtration</li><li>Outlet 0.02–0.8 MPa</li><li>50 Nm³/h at 0.6 MPa inlet</li></ul>',
    ),
    advantages: t(
      '<ul><li>延长定位器寿命</li><li>自动排水</li><li>316 不锈钢，耐盐雾</li></ul>',
      '<ul><li>Longer positioner life</li><li>Automatic drain</li><li>316 SS resists salt spray</li></ul>',
    ),
    structure: t(
      '<p>316 不锈钢阀体与滤杯，烧结滤芯，自动或手动排水，集成压力表。</p>',
      '<p>316 SS body and bowl, sintered element, automatic or manual drain, integral gauge.</p>',
    ),
    specs: [
      { name: N.air, value: v('入口最高 2.0 MPa', 'Inlet up to 2.0 MPa') },
      { name: N.output, value: v('0.02–0.8 MPa') },
      { name: N.body, value: t('316 不锈钢', '316 SS') },
      { name: N.accuracy, value: t('过滤精度 5 μm', '5 μm filtration') },
      { name: N.ambient, value: v('-40 °C ~ +80 °C', '-40 °C to +80 °C') },
      { name: N.ends, value: v('¼" / ½" NPT') },
    ],
    pictures: [pic('control-valve-assembly', 'MR-FR730'), pic('warehouse')],
    files: [datasheet('MR-FR730')],
    modifiedValves: ['mr-gv300', 'mr-bv210', 'mr-ss730'],
  },

  // 226 Valve monitoring & diagnostics -------------------------------------
  {
    key: 'mr-vm800',
    cate_id: 226,
    no: 'MR-VM800',
    title: t('MR-VM800 阀门健康监测系统', 'MR-VM800 Valve Health Monitoring System'),
    summary: t(
      '采集智能定位器诊断数据并计算阀门健康指数，为大修计划和备件采购提供依据。',
      'Collects digital-positioner diagnostics and calculates a valve health index to guide turnaround planning and spare-parts purchasing.',
    ),
    content: t(
      '<p>MR-VM800 由 HART 多路复用网关、无线适配器和分析软件组成，可接入枫河及其他品牌的 HART 定位器。软件按摩擦力变化、偏差累积、气源异常和行程累计等指标计算健康指数，并按风险排序给出维修建议。</p><p>用户可选择本地部署，或授权枫河远程服务中心按月出具分析报告。</p>',
      '<p>The MR-VM800 consists of a HART multiplexer gateway, wireless adapters and analysis software, and reads HART positioners of our own and other makes. It calculates a health index from friction trends, cumulative deviation, supply anomalies and travel accumulation, and ranks maintenance recommendations by risk.</p><p>It can be installed on site, or our remote service centre can issue monthly analysis reports.</p>',
    ),
    performance: t(
      '<ul><li>单网关接入 256 台设备</li><li>健康指数每日更新</li><li>报告可导出为 PDF 与 Excel</li></ul>',
      '<ul><li>256 devices per gateway</li><li>Health index updated daily</li><li>Reports exported as PDF and Excel</li></ul>',
    ),
    advantages: t(
      '<ul><li>大修工作量按风险排序</li><li>兼容多品牌 HART 设备</li><li>可选远程专家分析</li></ul>',
      '<ul><li>Turnaround scope ranked by risk</li><li>Works with multi-vendor HART devices</li><li>Optional remote expert analysis</li></ul>',
    ),
    structure: t(
      '<p>HART 多路复用网关（导轨安装），WirelessHART 适配器，服务器端分析软件，OPC UA 数据接口。</p>',
      '<p>DIN-rail HART multiplexer gateway, WirelessHART adapters, server-side analysis software, OPC UA data interface.</p>',
    ),
    specs: [
      { name: N.comm, value: v('HART、WirelessHART、OPC UA、Modbus TCP') },
      { name: N.output, value: t('每网关 256 台设备', '256 devices per gateway') },
      { name: N.power, value: v('DC 24 V') },
      {
        name: N.enclosure,
        value: t('网关 IP20（机柜内）；适配器 IP66', 'Gateway IP20 (cabinet); adapters IP66'),
      },
      { name: N.ambient, value: v('-20 °C ~ +60 °C（网关）', '-20 °C to +60 °C (gateway)') },
      { name: N.mounting, value: t('35 mm 导轨', '35 mm DIN rail') },
    ],
    pictures: [pic('laboratory', 'MR-VM800'), pic('team-meeting'), pic('field-service')],
    files: [
      datasheet('MR-VM800'),
      {
        name: t('阀门健康监测报告（样例）', 'Valve Health Monitoring Report (sample)'),
        summary: t(
          '一套 300 台阀门装置的月度健康指数与维修建议。',
          'Monthly health index and maintenance recommendations for a 300-valve unit.',
        ),
      },
    ],
    modifiedValves: ['mr-gv400', 'mr-ss710', 'mr-bv210'],
  },
  {
    key: 'mr-ae810',
    cate_id: 226,
    no: 'MR-AE810',
    title: t('MR-AE810 声学阀门内漏监测仪', 'MR-AE810 Acoustic Valve Leak Monitor'),
    summary: t(
      '夹装式声发射传感器，在线检测安全阀、疏水阀和切断阀的内漏，无需拆管。',
      'A clamp-on acoustic-emission sensor that detects seat leakage through relief, drain and isolation valves on line, without breaking into the pipe.',
    ),
    content: t(
      '<p>阀门内漏往往不易察觉，却会造成蒸汽和产品损失，甚至掩盖安全阀失效。MR-AE810 固定在阀体外壁，分析 20–100 kHz 频段的声发射信号，并结合温差判断是否存在内漏及其大致程度。</p><p>数据可通过 WirelessHART 接入 MR-VM800 系统，实现全厂安全阀和疏水阀的集中监视。</p>',
      '<p>Internal leakage is hard to notice, yet it wastes steam and product and can hide a failed relief valve. The MR-AE810 clamps to the valve body, analyses acoustic emission in the 20–100 kHz band and combines it with temperature difference to judge whether a valve is passing and roughly how much.</p><p>Data reach the MR-VM800 over WirelessHART for plant-wide monitoring of relief valves and steam traps.</p>',
    ),
    performance: t(
      '<ul><li>检测频段 20–100 kHz</li><li>泄漏等级四级分级</li><li>电池寿命 5 年（1 h 更新周期）</li></ul>',
      '<ul><li>20–100 kHz detection band</li><li>Four-level leak grading</li><li>5-year battery life at 1 h update</li></ul>',
    ),
    advantages: t(
      '<ul><li>无需停机、无需拆管</li><li>提前发现安全阀失效</li><li>减少蒸汽与产品损失</li></ul>',
      '<ul><li>No shutdown, no pipe work</li><li>Early warning of failed relief valves</li><li>Less steam and product loss</li></ul>',
    ),
    structure: t(
      '<p>压电声发射传感器，双通道温度测量，不锈钢夹具，WirelessHART 无线模块，锂电池。</p>',
      '<p>Piezoelectric AE sensor, two-channel temperature measurement, stainless clamp, WirelessHART module, lithium battery.</p>',
    ),
    specs: [
      { name: N.comm, value: v('WirelessHART、4–20 mA（有线型）', 'WirelessHART, 4–20 mA (wired version)') },
      {
        name: N.output,
        value: t('声学强度、温差、泄漏等级', 'Acoustic level, temperature difference, leak grade'),
      },
      { name: N.power, value: t('锂电池，5 年', 'Lithium battery, 5 years') },
      { name: N.enclosure, value: t('IP66；Ex ia IIC T4', 'IP66; Ex ia IIC T4') },
      {
        name: N.temp,
        value: v(
          '管道表面 -40 °C ~ +550 °C（带隔热支架）',
          'Pipe surface -40 °C to +550 °C (with stand-off)',
        ),
      },
      { name: N.mounting, value: t('不锈钢卡箍夹装', 'Stainless band clamp') },
    ],
    pictures: [pic('field-service', 'MR-AE810'), pic('power-plant')],
    files: [datasheet('MR-AE810')],
    modifiedValves: ['mr-sr310', 'mr-sr320', 'mr-ck230'],
  },
];

// ---------------------------------------------------------------------------
// Application areas (children of CATE.applicationRoot)
// ---------------------------------------------------------------------------

export const applicationAreas: SeedApplicationArea[] = [
  {
    id: 101,
    cate_name: t('电力', 'Power Generation'),
    summary: t(
      '从超临界燃煤机组到燃气联合循环和热电联产，枫河阀门覆盖给水、蒸汽、旁路和辅机系统。我们为新建机组提供成套阀门，也为在役机组提供升级改造。',
      'From supercritical coal units to combined-cycle and CHP plants, our valves serve feedwater, steam, bypass and auxiliary systems. We supply complete valve packages for new units and upgrades for plants in service.',
    ),
    summary2: t(
      '现代火电机组参数高、启停频繁，并越来越多地承担深度调峰任务，阀门在低负荷和快速变负荷下的表现直接影响机组安全与煤耗。给水再循环、减温水和汽机旁路是电站中工况最苛刻、也最容易出现泄漏和振动的位置。枫河自 1970 年代起为电站提供调节阀，积累了大量运行数据，可以针对每一个位置给出经过验证的选型。我们的现场服务团队承诺 8 小时到场响应，帮助电厂在检修窗口内完成阀门修复与升级。',
      'Modern thermal units run at high steam conditions, cycle often and increasingly follow load down to very low output, so valve behaviour at low and rapidly changing load directly affects unit safety and heat rate. Feed pump recirculation, spray water and turbine bypass are the most severe positions in a power plant and the most prone to leakage and vibration. We have supplied control valves to power stations since the 1970s and can offer a proven selection for each of these positions from our field data. Our service teams commit to an 8-hour on-site response, helping plants finish valve repairs and upgrades within their outage windows.',
    ),
    content: t(
      '<h3>电站阀门面临的挑战</h3><ul><li>给水再循环压差超过 30 MPa，空化和冲刷导致阀座数月内失效</li><li>减温水阀泄漏引起过热器超温和热应力</li><li>汽机旁路需要在 2 s 内打开并精确控制出口温度</li><li>深度调峰使阀门长期在小开度下运行</li></ul><h3>枫河的解决方法</h3><ul><li>迷宫盘片与多级套筒内件，按流速控制原则设计</li><li>节流与密封分离，保持长期 V 级或 VI 级关断</li><li>电液与快速气动执行机构，兼顾速度与精度</li><li>阀门健康监测，在检修前锁定需维修的阀门</li></ul>',
      '<h3>Challenges for power-plant valves</h3><ul><li>Recirculation ΔP above 30 MPa, where cavitation and erosion destroy seats within months</li><li>Leaking spray-water valves causing superheater over-temperature and thermal stress</li><li>Turbine bypass valves that must open within 2 s and hold outlet temperature precisely</li><li>Deep load-following that keeps valves at small openings for long periods</li></ul><h3>How we answer them</h3><ul><li>Labyrinth disk and multi-stage cage trims designed on velocity-control principles</li><li>Separate throttling and sealing surfaces for lasting Class V or VI shutoff</li><li>Electro-hydraulic and fast pneumatic actuation combining speed and precision</li><li>Valve health monitoring that pinpoints valves needing repair before an outage</li></ul>',
    ),
    icon: 'power',
    image: pic('power-plant', 'POWER'),
    products: ['mr-ss710', 'mr-sc810', 'mr-gv420', 'mr-ds820', 'mr-gt210', 'mr-eh520'],
    industries: ['industry-01', 'industry-02'],
    solutions: ['application-01', 'application-02', 'solution-01', 'solution-02'],
  },
  {
    id: 102,
    cate_name: t('石油天然气', 'Oil & Gas'),
    summary: t(
      '覆盖上游井场、长输管线、压气站、LNG 接收站和炼油装置。我们的阀门在高压、深冷和含砂工况下保持可靠控制与严密关断。',
      'Our valves serve wellsites, transmission pipelines, compressor stations, LNG terminals and refineries. They keep reliable control and tight shutoff at high pressure, at cryogenic temperature and in sandy service.',
    ),
    summary2: t(
      '油气行业的阀门不仅要满足工艺控制要求，还承担着防止泄漏、火灾和超压的安全职责。压缩机防喘振、高压分离器液位和 LNG 装卸等位置对响应速度和可靠性要求极高。枫河按 API 6D、API 6A、API 607 和 IEC 61508 等规范设计和认证相关产品，并提供完整的文件包。面向海外项目，我们可提供英文文件、第三方见证检验和当地化的备件支持。',
      'In oil and gas, valves must not only control the process but also prevent leaks, fires and overpressure. Compressor anti-surge, high-pressure separator level and LNG loading are positions where speed and reliability are critical. We design and certify these products to API 6D, API 6A, API 607 and IEC 61508 and supply complete documentation packages. For overseas projects we provide English documentation, third-party witnessed inspection and local spare-parts support.',
    ),
    content: t(
      '<h3>典型挑战</h3><ul><li>压缩机喘振保护要求阀门在 1 s 内全开</li><li>加氢高压分离器减压伴随脱气、闪蒸和催化剂细粉</li><li>LNG 工况 -162 °C 下的关断与外漏控制</li><li>管线站场的高噪声与管道振动</li></ul><h3>枫河的解决方法</h3><ul><li>防喘振阀组出厂动态测试，提供阶跃响应曲线</li><li>碳化钨多级内件与扩径出口，应对多相流冲刷</li><li>长颈阀盖深冷阀，液氮中逐台测试</li><li>多孔低噪声内件，阀后噪声控制在 85 dBA 以下</li></ul>',
      '<h3>Typical challenges</h3><ul><li>Compressor surge protection requiring full opening within 1 s</li><li>High-pressure separator letdown with outgassing, flashing and catalyst fines</li><li>Shutoff and stem sealing at -162 °C in LNG service</li><li>High noise and pipe vibration at pipeline stations</li></ul><h3>How we answer them</h3><ul><li>Anti-surge assemblies dynamically tested at the factory with step-response records</li><li>Multi-stage tungsten-carbide trim and expanded outlets against multiphase erosion</li><li>Extended-bonnet cryogenic valves, each tested in liquid nitrogen</li><li>Multi-hole low-noise trim holding downstream noise below 85 dBA</li></ul>',
    ),
    icon: 'oil-gas',
    image: pic('refinery', 'OIL & GAS'),
    products: ['mr-ss730', 'mr-ss740', 'mr-cv520', 'mr-bv310', 'mr-ck230', 'mr-bv320'],
    industries: ['industry-03', 'industry-04'],
    solutions: ['application-03', 'application-04', 'solution-03', 'solution-04'],
  },
  {
    id: 103,
    cate_name: t('化工与石化', 'Chemical & Petrochemical'),
    summary: t(
      '从煤气化、烯烃到氯碱和精细化工，我们为腐蚀、磨损、结焦和有毒介质提供可靠的调节与切断方案。安全仪表阀组帮助装置满足功能安全要求。',
      'From coal gasification and olefins to chlor-alkali and fine chemicals, we provide dependable control and isolation for corrosive, abrasive, coking and toxic fluids. Safety-instrumented valve assemblies help plants meet functional-safety requirements.',
    ),
    summary2: t(
      '化工装置的介质种类繁多，同一装置中可能同时存在强酸、高温浆液、聚合单体和剧毒气体，阀门选型必须兼顾材料、结构和密封。煤化工黑水、灰水和锁斗系统是磨损最严重的场合，而氯气、光气等介质则对外漏几乎零容忍。枫河的材料工程师可根据介质组成和温度给出材料建议，并提供腐蚀和磨损案例数据作为依据。对于安全仪表功能，我们提供从阀门、执行机构到定位器的整套 SIL 评估文件。',
      'Chemical plants handle a wide range of fluids — strong acids, hot slurries, polymerising monomers and highly toxic gases can all be present in one unit — so valve selection must consider materials, construction and sealing together. Coal-chemical black water, grey water and lock-hopper systems are the most abrasive duties, while chlorine and phosgene allow virtually no stem leakage. Our materials engineers recommend materials from fluid composition and temperature, backed by corrosion and wear case data. For safety-instrumented functions we provide complete SIL assessment documents covering valve, actuator and positioner.',
    ),
    content: t(
      '<h3>典型挑战</h3><ul><li>含固黑水减压导致阀芯、阀座快速磨损</li><li>强腐蚀介质使普通不锈钢阀门短期失效</li><li>有毒介质要求阀杆零外漏</li><li>安全联锁阀需要可证明的可靠性</li></ul><h3>枫河的解决方法</h3><ul><li>陶瓷与碳化钨内件，寿命提升 5–10 倍</li><li>PTFE / PFA 衬里与哈氏合金、双相钢材料</li><li>波纹管密封与 ISO 15848-1 低逸散填料</li><li>SIL 3 能力认证的切断阀组和部分行程测试</li></ul>',
      '<h3>Typical challenges</h3><ul><li>Solids-laden black-water letdown wearing out plugs and seats quickly</li><li>Aggressive chemicals destroying ordinary stainless valves in short order</li><li>Toxic fluids demanding zero stem leakage</li><li>Safety interlock valves that need demonstrable reliability</li></ul><h3>How we answer them</h3><ul><li>Ceramic and tungsten-carbide trims lasting five to ten times longer</li><li>PTFE / PFA linings and Hastelloy or duplex materials</li><li>Bellows seals and ISO 15848-1 low-emission packing</li><li>SIL 3 capable shutdown assemblies with partial-stroke testing</li></ul>',
    ),
    icon: 'chemical',
    image: pic('chemical-plant', 'CHEMICAL'),
    products: ['mr-av620', 'mr-gv305', 'mr-bf110', 'mr-pl330', 'mr-rp310', 'mr-dp640'],
    industries: ['industry-05', 'industry-06'],
    solutions: ['application-05', 'application-06', 'solution-05', 'solution-06'],
  },
  {
    id: 104,
    cate_name: t('水务与污水处理', 'Water & Wastewater'),
    summary: t(
      '为自来水厂、长距离输水、污水处理厂和海水淡化提供调节、切断和止回阀门。我们的产品以长寿命、低维护和节能为设计目标。',
      'Control, isolation and check valves for water treatment, long-distance transmission, wastewater and desalination plants. Our products are designed for long life, low maintenance and energy savings.',
    ),
    summary2: t(
      '水务设施通常连续运行数十年，维护人员有限，阀门的可靠性和维护便利性比初始价格更重要。长距离输水和调压站中高压差引起的空化，是管道振动和阀门损坏的主要原因。污水厂曝气系统约占全厂能耗的一半，空气调节阀的精度直接影响电耗。枫河提供从选型计算、水锤分析到电动化改造的完整服务。',
      'Water facilities run continuously for decades with limited maintenance staff, so reliability and ease of maintenance matter more than purchase price. Cavitation from high pressure drops at transmission and pressure-reducing stations is the main cause of pipe vibration and valve damage. Aeration accounts for roughly half of a wastewater plant’s energy, so the accuracy of air control valves directly affects power consumption. We offer a complete service from sizing and surge analysis to electric-actuation retrofits.',
    ),
    content: t(
      '<h3>典型挑战</h3><ul><li>调压站高压差空化，噪声大、管道振动</li><li>泵站停泵水锤</li><li>曝气风量控制精度不足，电耗高</li><li>海水与浓盐水腐蚀</li></ul><h3>枫河的解决方法</h3><ul><li>多级抗空化内件，压力逐级降低</li><li>轴流式止回阀，无撞击关闭</li><li>大口径调节蝶阀配电动执行机构，精确分配风量</li><li>双相钢与镍铝青铜材料，耐海水腐蚀</li></ul>',
      '<h3>Typical challenges</h3><ul><li>Cavitation at high-ΔP pressure-reducing stations, with noise and pipe vibration</li><li>Surge on pump trip</li><li>Poor aeration air control driving up power use</li><li>Corrosion by seawater and brine</li></ul><h3>How we answer them</h3><ul><li>Multi-stage anti-cavitation trims that reduce pressure step by step</li><li>Axial nozzle check valves with non-slam closure</li><li>Large control butterfly valves with electric actuators for precise air distribution</li><li>Duplex and nickel-aluminium-bronze materials for seawater</li></ul>',
    ),
    icon: 'water',
    image: pic('water-treatment', 'WATER'),
    products: ['mr-bf120', 'mr-bf230', 'mr-ac610', 'mr-ea420', 'mr-ck210'],
    industries: ['industry-07', 'industry-08'],
    solutions: ['application-07', 'application-08', 'solution-07', 'solution-08'],
  },
  {
    id: 105,
    cate_name: t('制浆造纸', 'Pulp & Paper'),
    summary: t(
      '为制浆、碱回收、漂白、备浆和纸机系统提供调节与切断阀门。V 型球阀和刀闸阀是纸厂最常用的两类产品。',
      'Control and isolation valves for pulping, chemical recovery, bleaching, stock preparation and paper machines. V-port ball valves and knife gates are the two product types mills use most.',
    ),
    summary2: t(
      '纸厂阀门需要同时应对纤维浆料、高温蒸汽、强碱黑液和漂白化学品，且纸机对流量控制精度极为敏感。定量阀 0.5% 的死区就可能在纸页上表现为明显的定量波动。枫河与多家纸厂合作开展过控制回路性能评估，可以量化阀门对纸张质量的影响。我们在加拿大与国内造纸产区均设有服务网点，可快速提供备件和现场支持。',
      'Mill valves must handle fibre stock, hot steam, caustic black liquor and bleaching chemicals, and paper machines are extremely sensitive to flow-control accuracy — a 0.5% dead band in a basis-weight valve can show up as visible basis-weight variation in the sheet. We have carried out control-loop performance assessments with many mills and can quantify a valve’s effect on paper quality. Service points in Canada and in China’s papermaking regions provide fast spares and field support.',
    ),
    content: t(
      '<h3>典型挑战</h3><ul><li>纤维缠绕和挂浆造成阀门卡涩</li><li>定量和浓度回路对死区、回差极为敏感</li><li>黑液、白液和漂白介质腐蚀</li><li>烘缸蒸汽与冷凝水系统闪蒸</li></ul><h3>枫河的解决方法</h3><ul><li>剪切式 V 型球阀和刃口刀闸阀</li><li>零间隙花键连接与高分辨率定位器</li><li>双相钢、254SMO 和钛材料</li><li>角形阀与分流三通阀优化蒸汽冷凝水系统</li></ul>',
      '<h3>Typical challenges</h3><ul><li>Fibre wrapping and stock hang-up that make valves stick</li><li>Basis-weight and consistency loops highly sensitive to dead band and backlash</li><li>Corrosion by black liquor, white liquor and bleaching chemicals</li><li>Flashing in dryer steam and condensate systems</li></ul><h3>How we answer them</h3><ul><li>Shearing V-port ball valves and knife-edge gates</li><li>Zero-backlash splined shafts and high-resolution positioners</li><li>Duplex, 254SMO and titanium materials</li><li>Angle and diverting valves that tidy up steam and condensate systems</li></ul>',
    ),
    icon: 'paper',
    image: pic('pulp-paper', 'PULP & PAPER'),
    products: ['mr-bv220', 'mr-kg410', 'mr-bv210', 'mr-tw510', 'mr-av600'],
    industries: ['industry-09', 'industry-10'],
    solutions: ['application-09', 'application-10', 'solution-09', 'solution-10'],
  },
  {
    id: 106,
    cate_name: t('矿业与冶金', 'Mining & Metallurgy'),
    summary: t(
      '为选矿、尾矿输送、氧化铝、湿法冶金和钢铁厂提供耐磨、耐高温阀门。我们的目标是延长阀门在最恶劣工况下的更换周期。',
      'Abrasion- and heat-resistant valves for mineral processing, tailings, alumina, hydrometallurgy and steelworks. Our aim is to extend replacement intervals in the harshest duties there are.',
    ),
    summary2: t(
      '矿浆、石灰乳和高温含尘气体会在短时间内磨穿普通阀门，频繁更换不仅增加备件成本，还会造成产线停机。钢铁企业的氧气、高炉煤气和热风系统则对安全性提出了特殊要求。枫河通过陶瓷、碳化钨和橡胶套筒等耐磨方案，以及专门的氧气阀设计，为这些行业提供可量化的寿命改善。备件覆盖 150# 至 2500#，95% 的常用备件可在 24 小时内发出。',
      'Slurry, lime milk and hot dusty gases wear through ordinary valves quickly, and frequent replacement costs not only spares but production downtime. In steelworks, oxygen, blast-furnace gas and hot-blast systems bring special safety demands. With ceramic, tungsten-carbide and elastomer-sleeve wear solutions and dedicated oxygen-valve designs, we deliver measurable life improvements in these industries. Spares cover 150# to 2500#, and 95% of common parts ship within 24 hours.',
    ),
    content: t(
      '<h3>典型挑战</h3><ul><li>高浓度矿浆冲刷，阀门寿命仅数周</li><li>尾矿管线阀门积料、卡堵</li><li>氧化铝溶出高温高压浆液</li><li>氧气管线燃烧风险</li></ul><h3>枫河的解决方法</h3><ul><li>陶瓷 V 型球阀与重载偏心旋转阀</li><li>双橡胶套筒全通径刀闸阀</li><li>碳化钨与氧化锆湿部，寿命提升 3–6 倍</li><li>氧相容材料与洁净间装配的氧气专用阀</li></ul>',
      '<h3>Typical challenges</h3><ul><li>Dense slurry erosion that ends valve life in weeks</li><li>Build-up and jamming in tailings-line valves</li><li>Hot, high-pressure slurry in alumina digestion</li><li>Ignition hazards in oxygen lines</li></ul><h3>How we answer them</h3><ul><li>Ceramic V-port ball valves and heavy-duty rotary plug valves</li><li>Full-bore knife gates with twin elastomer sleeves</li><li>Tungsten-carbide and zirconia wetted parts lasting three to six times longer</li><li>Oxygen-service valves in compatible materials, assembled in clean rooms</li></ul>',
    ),
    icon: 'mining',
    image: pic('mining', 'MINING'),
    products: ['mr-bv230', 'mr-rp320', 'mr-kg420', 'mr-bv430', 'mr-bf320'],
    industries: ['industry-11', 'industry-12'],
    solutions: ['application-11', 'application-12', 'solution-11', 'solution-12'],
  },
];

// ---------------------------------------------------------------------------
// Industry items (CATE.industries)
// ---------------------------------------------------------------------------

export const industryItems: SeedItem[] = [
  {
    key: 'industry-01',
    cate_id: CATE.industries,
    title: t('超临界机组锅炉给水系统', 'Supercritical Boiler Feedwater Systems'),
    summary: t(
      '给水泵再循环、启动调节和减温水阀是超临界机组中压差最高的位置，阀门的空化和泄漏直接影响机组可用率。',
      'Feed pump recirculation, start-up control and spray-water valves see the highest pressure drops in a supercritical unit; cavitation and leakage there directly affect unit availability.',
    ),
    content: t(
      '<p>超临界机组给水压力可达 30 MPa 以上。启动和低负荷时，再循环阀承受接近全部泵扬程的压差；正常运行时又必须严密关断，否则每小时泄漏的高压水会带走大量泵功。</p><ul><li>再循环阀：MR-SS710 迷宫盘片式，节流与密封分离</li><li>启动给水调节阀：MR-AC610 多级抗空化</li><li>过热器与再热器减温水：MR-GV420 高压套筒阀</li></ul><p>以 660 MW 机组为例，消除再循环阀内漏可降低给水泵功耗约 0.8 MW。</p>',
      '<p>Feedwater pressure in supercritical units exceeds 30 MPa. At start-up and low load the recirculation valve takes almost the full pump head; in normal operation it must shut tight, or the high-pressure water passing through it every hour wastes a great deal of pump power.</p><ul><li>Recirculation: MR-SS710 labyrinth disk valve with separate throttling and sealing</li><li>Start-up feedwater control: MR-AC610 multi-stage anti-cavitation valve</li><li>Superheater and reheater spray: MR-GV420 high-pressure cage valve</li></ul><p>On a 660 MW unit, eliminating recirculation-valve leakage saves around 0.8 MW of feed pump power.</p>',
    ),
    industry: t('电力 · 燃煤发电', 'Power · Coal-fired generation'),
    product: t('MR-SS710、MR-AC610、MR-GV420', 'MR-SS710, MR-AC610, MR-GV420'),
    working_condition: t(
      '给水 180–290 °C，31 MPa，压差最高 30 MPa',
      'Feedwater 180–290 °C, 31 MPa, ΔP up to 30 MPa',
    ),
    picture: pic('power-plant', 'FEEDWATER'),
    publish_date: '2024-03-18',
  },
  {
    key: 'industry-02',
    cate_id: CATE.industries,
    title: t('汽机旁路与热电联产供热', 'Turbine Bypass & CHP Heating'),
    summary: t(
      '旁路系统让锅炉与汽机解耦，支撑快速启动和深度调峰；热电联产则需要稳定可靠的减温减压供汽。',
      'Bypass systems decouple boiler and turbine for fast starts and deep load-following; CHP plants need steady, reliable conditioned steam for heating.',
    ),
    content: t(
      '<p>高压旁路阀在汽机跳闸时需在 2 s 内接管主汽流量，同时把 600 °C 蒸汽降温至再热器入口允许温度。低压旁路和供热减温减压器则长期处于调节状态，对噪声和喷水雾化要求高。</p><ul><li>MR-SC810 减温减压一体阀，快开 &lt; 2 s</li><li>MR-DS820 可变喉径减温器，喷水可调比 50:1</li><li>MR-EH520 快速电液执行机构，取消集中油站</li></ul><p>在北方供热机组中，旁路供热改造可在不增加锅炉容量的情况下提高供热能力。</p>',
      '<p>On a turbine trip the HP bypass valve must take the main-steam flow within 2 s while cooling 600 °C steam to the temperature the reheater can accept. LP bypass and heating-steam conditioning stations modulate continuously and must meet strict noise and atomisation requirements.</p><ul><li>MR-SC810 integrated steam conditioning valve, opening in &lt; 2 s</li><li>MR-DS820 variable-area desuperheater with 50:1 spray turndown</li><li>MR-EH520 fast electro-hydraulic actuator — no central hydraulic unit</li></ul><p>For heating units in northern China, bypass-heating retrofits raise heat supply without adding boiler capacity.</p>',
    ),
    industry: t('电力 · 热电联产', 'Power · Combined heat and power'),
    product: t('MR-SC810、MR-DS820、MR-EH520', 'MR-SC810, MR-DS820, MR-EH520'),
    working_condition: t('主汽 540–605 °C，17–27 MPa', 'Main steam 540–605 °C, 17–27 MPa'),
    picture: pic('power-plant', 'BYPASS'),
    publish_date: '2024-06-05',
  },
  {
    key: 'industry-03',
    cate_id: CATE.industries,
    title: t('LNG 接收与再气化', 'LNG Receiving & Regasification'),
    summary: t(
      'LNG 接收站从卸船、储存到再气化外输，全流程处于深冷和高安全等级要求之下。',
      'From ship unloading through storage to regasification and send-out, an LNG terminal operates under cryogenic conditions and high safety requirements.',
    ),
    content: t(
      '<p>LNG 在 -162 °C 下储存和输送，阀门必须在深冷条件下保持关断和阀杆密封，同时满足防火、防静电和紧急切断要求。卸船总管和储罐进出口通常为 DN500 以上大口径阀门。</p><ul><li>卸船与储罐隔离：MR-CV530 深冷三偏心蝶阀</li><li>高压外输泵出口与紧急切断：MR-CV520 上装式球阀</li><li>BOG 压缩机与气化器控制：MR-CV510 深冷调节阀</li></ul><p>所有深冷阀门在工厂按 BS 6364 进行液氮测试，并提供测试录像和报告。</p>',
      '<p>LNG is stored and moved at -162 °C, so valves must hold shutoff and stem sealing when cold and also meet fire-safe, anti-static and emergency-shutdown requirements. Unloading headers and tank connections are usually DN500 and larger.</p><ul><li>Unloading and tank isolation: MR-CV530 cryogenic triple-offset butterfly</li><li>HP send-out pump discharge and ESD: MR-CV520 top-entry ball valve</li><li>BOG compressor and vaporiser control: MR-CV510 cryogenic globe valve</li></ul><p>Every cryogenic valve is tested in liquid nitrogen to BS 6364 at our factory, with test video and report.</p>',
    ),
    industry: t('石油天然气 · LNG', 'Oil & Gas · LNG'),
    product: t('MR-CV510、MR-CV520、MR-CV530', 'MR-CV510, MR-CV520, MR-CV530'),
    working_condition: t('LNG -162 °C，最高 10 MPa（外输）', 'LNG -162 °C, up to 10 MPa (send-out)'),
    picture: pic('lng-terminal', 'LNG'),
    publish_date: '2024-09-12',
  },
  {
    key: 'industry-04',
    cate_id: CATE.industries,
    title: t('炼油加氢装置', 'Refinery Hydroprocessing'),
    summary: t(
      '加氢裂化和加氢精制装置兼具高压、临氢、高温和含硫条件，是炼厂阀门要求最严格的区域。',
      'Hydrocracking and hydrotreating units combine high pressure, hydrogen, temperature and sulphur — the most demanding valve area in a refinery.',
    ),
    content: t(
      '<p>加氢装置反应压力通常为 10–18 MPa，高压分离器至低压分离器的液位阀承受全部压差，伴随溶解氢析出和催化剂细粉冲刷。循环氢压缩机防喘振阀则要求快速可靠。</p><ul><li>高压分离器液位：MR-SS740 角形多级碳化钨阀</li><li>循环氢压缩机防喘振：MR-SS730</li><li>反应进料控制：MR-GV420 高压套筒阀</li></ul><p>所有临氢和含硫部件的材料均按 API 941 和 NACE MR0175 / ISO 15156 选择。</p>',
      '<p>Hydroprocessing reactors typically run at 10–18 MPa. The level valve between the high- and low-pressure separators takes the whole drop while dissolved hydrogen breaks out and catalyst fines erode the trim. The recycle-gas compressor anti-surge valve must be fast and dependable.</p><ul><li>HP separator level: MR-SS740 angle valve with multi-stage tungsten-carbide trim</li><li>Recycle compressor anti-surge: MR-SS730</li><li>Reactor feed control: MR-GV420 high-pressure cage valve</li></ul><p>Materials for hydrogen and sour service are selected to API 941 and NACE MR0175 / ISO 15156.</p>',
    ),
    industry: t('石油天然气 · 炼油', 'Oil & Gas · Refining'),
    product: t('MR-SS740、MR-SS730、MR-GV420', 'MR-SS740, MR-SS730, MR-GV420'),
    working_condition: t(
      '含氢油品 250–400 °C，15 MPa，压差 14 MPa',
      'Hydrogen-rich oil 250–400 °C, 15 MPa, ΔP 14 MPa',
    ),
    picture: pic('refinery', 'HYDROPROCESSING'),
    publish_date: '2024-11-20',
  },
  {
    key: 'industry-05',
    cate_id: CATE.industries,
    title: t('煤气化与煤制化学品', 'Coal Gasification & Coal-to-Chemicals'),
    summary: t(
      '气化炉黑水、灰水和锁斗系统是化工行业中磨损最严重的阀门工况之一。',
      'Gasifier black-water, grey-water and lock-hopper systems are among the most abrasive valve duties in the chemical industry.',
    ),
    content: t(
      '<p>水煤浆或粉煤气化产生的黑水含有大量细灰，温度约 240 °C，从气化压力逐级减压至闪蒸罐时伴随剧烈闪蒸。锁斗阀每天开关数百次，同时承受高压差和渣粒冲击。</p><ul><li>黑水减压：MR-AV620 陶瓷角形阀</li><li>锁斗与排渣：MR-BV420 金属密封球阀</li><li>灰水与含固介质调节：MR-RP310 偏心旋转阀</li></ul><p>陶瓷内件在黑水减压位置的寿命通常为司太立内件的 5 倍以上。</p>',
      '<p>Black water from slurry-fed or dry-feed gasifiers carries large amounts of fine ash at about 240 °C and flashes violently as it is let down from gasifier pressure to the flash drums. Lock-hopper valves cycle hundreds of times a day against high ΔP and slag impact.</p><ul><li>Black-water letdown: MR-AV620 ceramic angle valve</li><li>Lock hopper and slag discharge: MR-BV420 metal-seated ball valve</li><li>Grey water and solids-bearing control: MR-RP310 eccentric rotary plug</li></ul><p>In black-water letdown, ceramic trim typically lasts more than five times as long as Stellite trim.</p>',
    ),
    industry: t('化工 · 煤化工', 'Chemical · Coal chemicals'),
    product: t('MR-AV620、MR-BV420、MR-RP310', 'MR-AV620, MR-BV420, MR-RP310'),
    working_condition: t('黑水 240 °C，6.5 MPa，固含量 1%–3%', 'Black water 240 °C, 6.5 MPa, 1–3% solids'),
    picture: pic('chemical-plant', 'GASIFICATION'),
    publish_date: '2025-01-14',
  },
  {
    key: 'industry-06',
    cate_id: CATE.industries,
    title: t('氯碱与强腐蚀化学品', 'Chlor-Alkali & Corrosive Chemicals'),
    summary: t(
      '湿氯气、盐酸、次氯酸钠和浓碱对阀门材料提出极高要求，有毒介质还要求阀杆零外漏。',
      'Wet chlorine, hydrochloric acid, hypochlorite and strong caustic place extreme demands on valve materials, and toxic fluids require zero stem leakage.',
    ),
    content: t(
      '<p>氯碱装置中的腐蚀形态多样：湿氯气会迅速腐蚀普通不锈钢，浓碱在高温下引起应力腐蚀，盐水系统中的氯离子导致点蚀。选材需要逐个介质、逐个温度区间确认。</p><ul><li>湿氯气与盐酸：MR-BF110 PTFE 衬里蝶阀、MR-PL330 套筒旋塞阀</li><li>液氯与光气：MR-GV305 波纹管密封调节阀</li><li>浓碱：镍材或双相钢阀门</li></ul><p>枫河可提供常见腐蚀介质的材料选型表，并根据用户现场数据进行修正。</p>',
      '<p>Corrosion in chlor-alkali plants takes many forms: wet chlorine attacks ordinary stainless quickly, hot concentrated caustic causes stress-corrosion cracking, and chlorides in brine systems cause pitting. Materials must be confirmed fluid by fluid and temperature range by temperature range.</p><ul><li>Wet chlorine and HCl: MR-BF110 PTFE-lined butterfly, MR-PL330 sleeved plug valve</li><li>Liquid chlorine and phosgene: MR-GV305 bellows-sealed control valve</li><li>Concentrated caustic: nickel or duplex valves</li></ul><p>We provide a material selection table for common corrosive fluids and refine it with each plant’s own data.</p>',
    ),
    industry: t('化工 · 氯碱', 'Chemical · Chlor-alkali'),
    product: t('MR-BF110、MR-PL330、MR-GV305', 'MR-BF110, MR-PL330, MR-GV305'),
    working_condition: t('湿氯气 / 盐酸 20–90 °C，0.1–1.0 MPa', 'Wet chlorine / HCl 20–90 °C, 0.1–1.0 MPa'),
    picture: pic('chemical-plant', 'CHLOR-ALKALI'),
    publish_date: '2025-03-07',
  },
  {
    key: 'industry-07',
    cate_id: CATE.industries,
    title: t('城市供水与长距离输水', 'Municipal Water Supply & Transmission'),
    summary: t(
      '水厂工艺阀门数量多、运行周期长；长距离输水工程则需要应对高压差空化和停泵水锤。',
      'Water treatment plants have many process valves in service for decades; long-distance transmission must cope with high-ΔP cavitation and pump-trip surge.',
    ),
    content: t(
      '<p>输水管线沿途高差大，调压站阀门常在 2–4 MPa 压差下运行，单级节流极易空化。泵站停泵时，止回阀关闭速度决定了水锤压力的大小。</p><ul><li>滤池与清水池控制：MR-BF120 衬胶蝶阀 + MR-EA420</li><li>调压站：MR-AC610 多级抗空化阀</li><li>泵出口：MR-CK230 轴流式止回阀</li></ul><p>我们可以结合管网水锤计算，给出止回阀和调压阀的组合建议。</p>',
      '<p>Transmission lines cross large elevation changes, and pressure-reducing station valves often run at 2–4 MPa ΔP, where single-stage throttling cavitates easily. On pump trip, check-valve closing speed governs surge pressure.</p><ul><li>Filter and clear-well control: MR-BF120 rubber-lined butterfly with MR-EA420</li><li>Pressure-reducing stations: MR-AC610 multi-stage anti-cavitation valve</li><li>Pump discharge: MR-CK230 axial nozzle check valve</li></ul><p>We combine surge calculations for the network with recommendations for check and pressure-reducing valves.</p>',
    ),
    industry: t('水务 · 供水', 'Water · Supply'),
    product: t('MR-BF120、MR-AC610、MR-CK230', 'MR-BF120, MR-AC610, MR-CK230'),
    working_condition: t(
      '清水 5–30 °C，最高 4 MPa，压差 3.5 MPa',
      'Clean water 5–30 °C, up to 4 MPa, ΔP 3.5 MPa',
    ),
    picture: pic('water-treatment', 'WATER SUPPLY'),
    publish_date: '2025-04-22',
  },
  {
    key: 'industry-08',
    cate_id: CATE.industries,
    title: t('海水淡化', 'Seawater Desalination'),
    summary: t(
      '反渗透海水淡化的高压泵、浓盐水排放和能量回收系统需要耐海水腐蚀、抗空化的阀门。',
      'High-pressure pumps, brine discharge and energy recovery in seawater reverse osmosis need valves that resist seawater corrosion and cavitation.',
    ),
    content: t(
      '<p>反渗透系统运行压力约 6–7 MPa，浓盐水排放阀在接近全压差下运行，且介质氯离子浓度高达 60000 mg/L 以上。普通 316 不锈钢在此条件下易发生点蚀和缝隙腐蚀。</p><ul><li>浓盐水调节：MR-AC610 超级双相钢多级阀</li><li>高压泵出口：MR-CK210 双瓣止回阀（2507 材质）</li><li>取水与产水：MR-BF120 镍铝青铜阀板蝶阀</li></ul><p>超级双相钢的耐点蚀当量（PREN）大于 40，适合长期海水运行。</p>',
      '<p>Reverse-osmosis systems run at about 6–7 MPa. The brine reject valve works at almost the full pressure drop with chloride levels above 60,000 mg/L, where ordinary 316 stainless suffers pitting and crevice corrosion.</p><ul><li>Brine control: MR-AC610 multi-stage valve in super duplex</li><li>HP pump discharge: MR-CK210 dual-plate check valve in 2507</li><li>Intake and product water: MR-BF120 with nickel-aluminium-bronze disc</li></ul><p>Super duplex has a pitting resistance equivalent number above 40, suitable for long-term seawater service.</p>',
    ),
    industry: t('水务 · 海水淡化', 'Water · Desalination'),
    product: t('MR-AC610、MR-CK210、MR-BF120', 'MR-AC610, MR-CK210, MR-BF120'),
    working_condition: t('浓盐水 25–35 °C，6.8 MPa，压差 6.5 MPa', 'Brine 25–35 °C, 6.8 MPa, ΔP 6.5 MPa'),
    picture: pic('water-treatment', 'DESALINATION'),
    publish_date: '2025-06-10',
  },
  {
    key: 'industry-09',
    cate_id: CATE.industries,
    title: t('硫酸盐法制浆与碱回收', 'Kraft Pulping & Chemical Recovery'),
    summary: t(
      '蒸煮、洗涤、漂白和碱回收炉系统中存在高浓浆料、黑液、白液和漂白剂等复杂介质。',
      'Cooking, washing, bleaching and the recovery boiler involve high-consistency stock, black and white liquor and bleaching agents.',
    ),
    content: t(
      '<p>连续蒸煮器抽提液和黑液含有纤维与结晶物，温度约 150–170 °C；二氧化氯漂白段腐蚀性极强；碱回收炉的给水和吹灰蒸汽系统则与电站工况相似。</p><ul><li>蒸煮与洗涤：MR-BV210 V 型球阀</li><li>二氧化氯与漂白化学品：MR-PL330 衬里旋塞阀（钛或 PFA）</li><li>吹灰蒸汽：MR-BF310 三偏心蝶阀</li></ul><p>V 型球阀的剪切作用可有效防止黑液结晶导致的卡涩。</p>',
      '<p>Digester extraction liquor and black liquor carry fibre and crystals at around 150–170 °C; chlorine-dioxide bleaching stages are extremely corrosive; recovery-boiler feedwater and sootblowing steam resemble power-plant duty.</p><ul><li>Cooking and washing: MR-BV210 V-port ball valve</li><li>Chlorine dioxide and bleaching chemicals: MR-PL330 lined plug valve (titanium or PFA)</li><li>Sootblowing steam: MR-BF310 triple-offset butterfly valve</li></ul><p>The shearing action of a V-port ball effectively prevents sticking from black-liquor crystallisation.</p>',
    ),
    industry: t('制浆造纸 · 制浆', 'Pulp & Paper · Pulping'),
    product: t('MR-BV210、MR-PL330、MR-BF310', 'MR-BV210, MR-PL330, MR-BF310'),
    working_condition: t(
      '黑液 150–170 °C，1.0 MPa，固含量 15%',
      'Black liquor 150–170 °C, 1.0 MPa, 15% solids',
    ),
    picture: pic('pulp-paper', 'KRAFT'),
    publish_date: '2025-08-19',
  },
  {
    key: 'industry-10',
    cate_id: CATE.industries,
    title: t('备浆与纸机系统', 'Stock Preparation & Paper Machines'),
    summary: t(
      '纸机的定量、浓度和流浆箱控制对阀门死区和分辨率极为敏感，直接决定纸张质量。',
      'Basis-weight, consistency and headbox control are highly sensitive to valve dead band and resolution and directly decide sheet quality.',
    ),
    content: t(
      '<p>纸机车速已超过 1500 m/min，定量阀的微小波动都会在纸页上放大为纵向定量偏差。浓度控制回路的稀释水阀和浆料阀需要快速、无超调的响应。烘缸蒸汽冷凝水系统则常因闪蒸和压差控制不当导致烘缸积水。</p><ul><li>定量与浓度：MR-BV220 浆料 V 型球阀 + MR-DP600</li><li>浆池与浆泵：MR-KG410 刀闸阀</li><li>烘缸蒸汽冷凝水：MR-AV600 角形阀、MR-TW510 分流三通阀</li></ul>',
      '<p>Paper machines now exceed 1,500 m/min, and the smallest fluctuation in the basis-weight valve is amplified into machine-direction variation. Dilution and stock valves in consistency loops need fast response without overshoot. Dryer steam and condensate systems often flood cylinders because of flashing and poor differential-pressure control.</p><ul><li>Basis weight and consistency: MR-BV220 stock V-ball with MR-DP600</li><li>Stock chests and pumps: MR-KG410 knife gate</li><li>Dryer steam and condensate: MR-AV600 angle valve, MR-TW510 diverting valve</li></ul>',
    ),
    industry: t('制浆造纸 · 纸机', 'Pulp & Paper · Paper machine'),
    product: t('MR-BV220、MR-KG410、MR-AV600', 'MR-BV220, MR-KG410, MR-AV600'),
    working_condition: t('纸浆浓度 3%–4%，0.6 MPa，50–60 °C', 'Stock 3–4% consistency, 0.6 MPa, 50–60 °C'),
    picture: pic('pulp-paper', 'PAPER MACHINE'),
    publish_date: '2025-10-09',
  },
  {
    key: 'industry-11',
    cate_id: CATE.industries,
    title: t('选矿与尾矿输送', 'Mineral Processing & Tailings'),
    summary: t(
      '磨矿、浮选、浓密和尾矿输送中的矿浆阀门，主要失效原因是冲刷磨损和积料卡堵。',
      'Slurry valves in grinding, flotation, thickening and tailings fail mainly through erosion and jamming from build-up.',
    ),
    content: t(
      '<p>铜、金、铁矿选厂的矿浆浓度常达 50%–65%，颗粒硬度高，流速 2–4 m/s 即可造成明显磨损。尾矿长输管线压力高，阀门还需应对停泵后的沉积。</p><ul><li>浓密机底流调节：MR-BV230 陶瓷 V 型球阀</li><li>尾矿与精矿隔离：MR-KG420 双橡胶套筒刀闸阀</li><li>高压隔膜泵出口：MR-RP320 重载偏心旋转阀</li></ul><p>通过耐磨材料和流道设计，阀门更换周期通常可从数周延长至一年以上。</p>',
      '<p>Slurries in copper, gold and iron-ore concentrators often run at 50–65% solids with hard particles, and velocities of 2–4 m/s already cause marked wear. Long tailings lines run at high pressure, and valves must also cope with settling after pump stops.</p><ul><li>Thickener underflow control: MR-BV230 ceramic V-port ball valve</li><li>Tailings and concentrate isolation: MR-KG420 twin-sleeve knife gate</li><li>High-pressure diaphragm pump discharge: MR-RP320 heavy-duty rotary plug valve</li></ul><p>With wear-resistant materials and flow-path design, replacement intervals typically stretch from weeks to more than a year.</p>',
    ),
    industry: t('矿业 · 选矿', 'Mining · Mineral processing'),
    product: t('MR-BV230、MR-KG420、MR-RP320', 'MR-BV230, MR-KG420, MR-RP320'),
    working_condition: t('矿浆固含量 55%，1.6 MPa，常温', 'Slurry 55% solids, 1.6 MPa, ambient'),
    picture: pic('mining', 'TAILINGS'),
    publish_date: '2025-12-02',
  },
  {
    key: 'industry-12',
    cate_id: CATE.industries,
    title: t('钢铁冶炼氧气与煤气系统', 'Steelmaking Oxygen & Gas Systems'),
    summary: t(
      '转炉供氧、热风炉和煤气回收系统要求阀门具备防燃、耐高温和大口径可靠切断能力。',
      'Converter oxygen, hot stoves and gas recovery need valves that resist ignition and heat and shut off reliably in large sizes.',
    ),
    content: t(
      '<p>转炉吹氧管线压力 1.0–1.6 MPa、流速高，阀门材料和结构必须避免颗粒冲击和绝热压缩引起的燃烧。高炉煤气含尘、含水并具毒性，大口径切断阀需要长期严密。</p><ul><li>氧气管线：MR-BV430 氧气专用球阀</li><li>热风炉烟气与高温烟道：MR-BF320 高温三偏心蝶阀</li><li>煤气与助燃空气调节：MR-BF230 大口径调节蝶阀</li></ul><p>氧气阀门在洁净间组装，并提供脱脂检验报告和氧气安全使用说明。</p>',
      '<p>Converter oxygen lines run at 1.0–1.6 MPa with high velocities, so materials and design must prevent ignition from particle impact and adiabatic compression. Blast-furnace gas is dusty, wet and toxic, and large isolation valves must stay tight over long periods.</p><ul><li>Oxygen lines: MR-BV430 oxygen-service ball valve</li><li>Hot-stove flue gas and hot ducts: MR-BF320 high-temperature triple-offset butterfly</li><li>Gas and combustion-air control: MR-BF230 large control butterfly valve</li></ul><p>Oxygen valves are assembled in clean rooms and shipped with a cleanliness report and oxygen-safety instructions.</p>',
    ),
    industry: t('冶金 · 钢铁', 'Metals · Iron and steel'),
    product: t('MR-BV430、MR-BF320、MR-BF230', 'MR-BV430, MR-BF320, MR-BF230'),
    working_condition: t(
      '氧气 1.6 MPa，常温；热风炉烟气最高 450 °C',
      'Oxygen 1.6 MPa, ambient; hot-stove flue gas up to 450 °C',
    ),
    picture: pic('factory-floor', 'STEEL'),
    publish_date: '2026-01-21',
  },
];

// ---------------------------------------------------------------------------
// Product applications (CATE.productApplications) and solutions (CATE.solutions)
// Tags: 0 Power, 1 Oil & Gas, 2 Chemical, 3 Water, 4 Pulp & Paper, 5 Mining & Metals
// ---------------------------------------------------------------------------

export const applicationItems: SeedItem[] = [
  // Product applications -------------------------------------------------------
  {
    key: 'application-01',
    cate_id: CATE.productApplications,
    tag: 0,
    title: t(
      '超临界机组给水泵再循环阀更换',
      'Feed Pump Recirculation Valve Replacement on Supercritical Units',
    ),
    summary: t(
      '原再循环阀平均每 5 个月因内漏和阀座冲蚀返修一次。更换为 MR-SS710 后连续运行 26 个月未发生内漏。',
      'The original recirculation valves were repaired for seat leakage and erosion every five months on average. After replacement with the MR-SS710 they ran 26 months without passing.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该电厂两台 660 MW 超临界机组的给水泵再循环阀在启动和低负荷时承受约 30 MPa 压差。原阀采用单级多孔套筒，空化造成套筒和阀座严重冲蚀，关闭后仍有高压水内漏，给水泵出口温度异常升高。</p><h3>选型方案</h3><ul><li>MR-SS710 迷宫盘片式再循环阀，DN100，2500#，F22 阀体</li><li>28 级盘片，低开度段级数最多，出口流速控制在 25 m/s 以内</li><li>节流区与密封区分离，阀座为司太立硬质合金</li><li>配 MR-PA200 活塞执行机构与 MR-DP600 定位器</li></ul><h3>运行效果</h3><p>新阀投运后，阀门关闭状态下给水泵出口与再循环管温差稳定在 2 °C 以内，表明无内漏。经测算，每台机组给水泵功耗降低约 0.7 MW，年节约标煤约 1800 吨。两台机组至今已连续运行 26 个月，期间仅进行过一次例行填料检查。</p>',
      '<h3>The problem</h3><p>The feed pump recirculation valves of this plant’s two 660 MW supercritical units take about 30 MPa ΔP at start-up and low load. The original valves used a single-stage drilled cage; cavitation badly eroded cage and seat, high-pressure water passed even when closed, and pump discharge temperatures rose abnormally.</p><h3>The selection</h3><ul><li>MR-SS710 labyrinth disk recirculation valve, DN100, Class 2500, F22 body</li><li>28-stage disk stack with the most stages at low lift, outlet velocity held below 25 m/s</li><li>Throttling and sealing zones separated; Stellite seat</li><li>MR-PA200 piston actuator with MR-DP600 positioner</li></ul><h3>Results</h3><p>With the new valves closed, the temperature difference between pump discharge and recirculation line stays within 2 °C, confirming no leakage. Feed pump power fell by about 0.7 MW per unit, saving roughly 1,800 t of standard coal a year. Both units have now run 26 months, with one routine packing check in that time.</p>',
    ),
    area: t('中国山东', 'Shandong, China'),
    customer: t('一座 2×660 MW 超临界燃煤电厂', 'A 2×660 MW supercritical coal-fired plant'),
    product: t('MR-SS710 给水泵再循环阀', 'MR-SS710 feed pump recirculation valve'),
    industry: t('电力', 'Power generation'),
    working_condition: t('给水 185 °C，31 MPa，压差 30 MPa', 'Feedwater 185 °C, 31 MPa, ΔP 30 MPa'),
    publish_date: '2024-04-16',
    picture: pic('power-plant', '2x660MW'),
    download: t('给水泵再循环阀改造技术总结', 'Feed Pump Recirculation Valve Retrofit — Technical Summary'),
    related: ['pcase-01', 'mcase-03'],
  },
  {
    key: 'application-02',
    cate_id: CATE.productApplications,
    tag: 0,
    title: t('热电机组过热器减温水调节阀升级', 'Superheater Spray-Water Valve Upgrade at a CHP Plant'),
    summary: t(
      '减温水阀内漏导致过热器出口温度在低负荷时偏低且波动。采用 MR-GV420 配多级抗空化内件后，汽温波动从 ±12 °C 降至 ±4 °C。',
      'Leaking spray-water valves made superheater outlet temperature low and unstable at low load. With MR-GV420 valves and multi-stage anti-cavitation trim, the swing dropped from ±12 °C to ±4 °C.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该热电厂承担冬季供热任务，机组长期在 40%–60% 负荷之间运行。减温水阀小开度下压差大、空化严重，阀座冲蚀后内漏，运行人员只能频繁手动干预。</p><h3>选型方案</h3><p>枫河工程师对全负荷范围内的工况进行了核算，发现低负荷时阀门开度常低于 10%。据此选用 MR-GV420 高压套筒阀，配 MR-AC610 三级抗空化内件，并将流量特性修正为低开度段更平缓的曲线。</p><ul><li>规格：DN50，1500#，WC9 阀体</li><li>关断等级：V 级</li><li>执行机构：MR-PA120 薄膜执行机构 + MR-DP600</li></ul><h3>运行效果</h3><p>改造后过热器出口汽温在 40% 负荷下波动由 ±12 °C 降至 ±4 °C，减温水自动投入率从 65% 提高到 98%。一个完整供热季后拆检，阀座和套筒无可见冲蚀。</p>',
      '<h3>The problem</h3><p>This CHP plant supplies winter district heating and runs mostly between 40% and 60% load. At small openings the spray-water valves saw high ΔP and heavy cavitation; once the seats eroded they leaked, and operators had to intervene by hand again and again.</p><h3>The selection</h3><p>Our engineers checked conditions across the whole load range and found the valves often below 10% open at low load. We selected the MR-GV420 high-pressure cage valve with three-stage MR-AC610 anti-cavitation trim and a characteristic flattened at low lift.</p><ul><li>Size: DN50, Class 1500, WC9 body</li><li>Shutoff: Class V</li><li>Actuator: MR-PA120 diaphragm with MR-DP600</li></ul><h3>Results</h3><p>At 40% load the superheater outlet temperature swing dropped from ±12 °C to ±4 °C, and the spray-control loop stayed in automatic 98% of the time instead of 65%. Inspection after a full heating season showed no visible erosion of seat or cage.</p>',
    ),
    area: t('中国河北', 'Hebei, China'),
    customer: t('一座 2×350 MW 热电联产电厂', 'A 2×350 MW combined heat and power plant'),
    product: t('MR-GV420 + MR-AC610 抗空化内件', 'MR-GV420 with MR-AC610 anti-cavitation trim'),
    industry: t('电力', 'Power generation'),
    working_condition: t('减温水 170 °C，20 MPa，压差 6 MPa', 'Spray water 170 °C, 20 MPa, ΔP 6 MPa'),
    publish_date: '2024-10-08',
    picture: pic('control-valve-assembly', 'MR-GV420'),
    related: ['pcase-02', 'mcase-01'],
  },
  {
    key: 'application-03',
    cate_id: CATE.productApplications,
    tag: 1,
    title: t('天然气管道压气站防喘振阀', 'Anti-Surge Valves at a Gas Pipeline Compressor Station'),
    summary: t(
      '原防喘振阀全开时间约 4 s，无法满足压缩机厂家要求的 2 s。MR-SS730 阀组实测全开 0.9 s，回流调节更平稳。',
      'The original anti-surge valves took about 4 s to open fully, against the compressor maker’s 2 s requirement. The MR-SS730 assemblies opened fully in 0.9 s on test and gave steadier recycle control.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该压气站配有三台电驱离心压缩机。压缩机扩容改造后，原防喘振阀的流通能力和动作速度都已不足，曾在一次停机过程中发生轻度喘振。</p><h3>选型方案</h3><ul><li>MR-SS730 防喘振阀，DN300，600#，LCC 阀体，多孔低噪声内件</li><li>MR-PA200 双作用活塞执行机构，两台 MR-VB700 放大器，快排阀</li><li>MR-DP600 定位器，故障开</li></ul><p>出厂前在枫河动态测试台上完成 5% 与 100% 阶跃测试，记录响应曲线并由用户代表见证。</p><h3>运行效果</h3><p>现场调试实测全开时间 0.9 s，5% 小阶跃超调小于 1.5%。阀后 1 m 噪声 83 dBA，较原阀降低 14 dBA。压缩机回流控制更平稳，站场年耗电量下降约 3%。</p>',
      '<h3>The problem</h3><p>The station runs three electric-driven centrifugal compressors. After a capacity upgrade the original anti-surge valves lacked both capacity and speed, and a mild surge occurred during one shutdown.</p><h3>The selection</h3><ul><li>MR-SS730 anti-surge valve, DN300, Class 600, LCC body, drilled low-noise trim</li><li>MR-PA200 double-acting piston actuator, two MR-VB700 boosters, quick-exhaust valve</li><li>MR-DP600 positioner, fail-open</li></ul><p>Before shipment, 5% and 100% step tests were run on our dynamic test bench, with response curves recorded and witnessed by the customer.</p><h3>Results</h3><p>On site the valves opened fully in 0.9 s, with less than 1.5% overshoot on a 5% step. Noise at 1 m downstream measured 83 dBA, 14 dBA below the old valves. Recycle control is steadier and the station’s annual power use has fallen by about 3%.</p>',
    ),
    area: t('中国新疆', 'Xinjiang, China'),
    customer: t('一座长输天然气管道压气站', 'A compressor station on a long-distance gas pipeline'),
    product: t('MR-SS730 防喘振阀组', 'MR-SS730 anti-surge valve assembly'),
    industry: t('石油天然气', 'Oil & gas'),
    working_condition: t(
      '天然气 45 °C，入口 10 MPa，出口 6.5 MPa',
      'Natural gas 45 °C, 10 MPa inlet, 6.5 MPa outlet',
    ),
    publish_date: '2024-07-23',
    picture: pic('pipeline', 'MR-SS730'),
    download: t('防喘振阀动态测试报告（节选）', 'Anti-Surge Valve Dynamic Test Report (excerpt)'),
    related: ['pcase-04', 'pcase-05'],
  },
  {
    key: 'application-04',
    cate_id: CATE.productApplications,
    tag: 1,
    title: t('柴油加氢装置高压分离器液位阀', 'HP Separator Level Valve on a Diesel Hydrotreater'),
    summary: t(
      '高分液位阀内件平均 4 个月冲蚀失效，迫使装置降量运行。采用 MR-SS740 碳化钨多级内件后，首次检修周期延长至 3 年。',
      'Level-valve trim on the HP separator eroded through every four months on average, forcing the unit to run at reduced rate. With MR-SS740 multi-stage tungsten-carbide trim, the first inspection interval stretched to three years.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该 200 万吨/年柴油加氢装置的高分液位阀压差约 14 MPa，减压过程中大量氢气析出，并夹带催化剂细粉。原阀为单级司太立内件直通阀，出口阀体也出现冲蚀沟槽。</p><h3>选型方案</h3><ul><li>MR-SS740 角形阀，DN80，2500#，F22 阀体堆焊 347</li><li>四级碳化钨套筒，末级流速控制在 40 m/s 以下</li><li>出口扩径至 DN150，并设可换碳化钨衬管</li></ul><p>两台阀门并联布置，一用一备，便于在线切换维修。</p><h3>运行效果</h3><p>新阀投运后液位控制偏差由 ±8% 降至 ±3%，装置恢复满负荷运行。运行 3 年后随装置大修拆检，内件磨损量不足设计允许值的 30%，仅更换了密封件。</p>',
      '<h3>The problem</h3><p>The HP separator level valve of this 2.0 Mt/a diesel hydrotreater sees about 14 MPa ΔP; large volumes of hydrogen come out of solution during letdown, carrying catalyst fines. The original straight-through valve had single-stage Stellite trim, and its outlet body had developed erosion grooves too.</p><h3>The selection</h3><ul><li>MR-SS740 angle valve, DN80, Class 2500, F22 body with 347 overlay</li><li>Four-stage tungsten-carbide cage, last-stage velocity below 40 m/s</li><li>Outlet expanded to DN150 with a replaceable tungsten-carbide liner</li></ul><p>Two valves are installed in parallel, one duty and one standby, for on-line changeover.</p><h3>Results</h3><p>Level deviation fell from ±8% to ±3% and the unit returned to full rate. At the turnaround three years later, trim wear was under 30% of the design allowance and only the seals were replaced.</p>',
    ),
    area: t('中国浙江', 'Zhejiang, China'),
    customer: t('一座千万吨级炼厂的柴油加氢装置', 'The diesel hydrotreater of a 10 Mt/a refinery'),
    product: t('MR-SS740 高压分离器减压阀', 'MR-SS740 high-pressure separator letdown valve'),
    industry: t('炼油', 'Refining'),
    working_condition: t(
      '含氢柴油 260 °C，15 MPa，压差 14 MPa',
      'Hydrogen-rich diesel 260 °C, 15 MPa, ΔP 14 MPa',
    ),
    publish_date: '2025-02-11',
    picture: pic('refinery', 'MR-SS740'),
    related: ['pcase-06', 'mcase-05', 'mcase-06'],
  },
  {
    key: 'application-05',
    cate_id: CATE.productApplications,
    tag: 2,
    title: t('煤制烯烃气化黑水减压阀', 'Black-Water Letdown Valves at a Coal-to-Olefins Gasifier'),
    summary: t(
      '黑水角阀的司太立内件寿命仅 6–8 周。改用 MR-AV620 陶瓷角阀后，单套内件寿命达到 11 个月。',
      'Stellite trim in the black-water angle valves lasted only six to eight weeks. After switching to MR-AV620 ceramic angle valves, one trim set lasted 11 months.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该项目采用水煤浆气化，每台气化炉的黑水从约 6.5 MPa 减压至高压闪蒸罐。黑水中含 1%–3% 细灰，并在阀后剧烈闪蒸。原阀频繁更换，每次更换需隔离并吹扫管线，维护成本和安全风险都很高。</p><h3>选型方案</h3><ul><li>MR-AV620 陶瓷角形阀，DN80，900#，WC9 阀体</li><li>氧化锆增韧陶瓷阀芯与阀座，碳化硅出口衬管</li><li>MR-PA200 活塞执行机构，MR-DP600 定位器</li></ul><p>枫河还对阀后管道布置提出修改建议，将原阀后 1.5 m 处的弯头后移至 5 倍管径以外。</p><h3>运行效果</h3><p>首批 6 台阀门投运后，单套内件平均寿命达到 11 个月，年更换次数由每台 7 次降至 1 次。按每次更换的备件、人工和降负荷损失计算，单台阀每年节约费用约 90 万元。</p>',
      '<h3>The problem</h3><p>This project uses slurry-fed gasification, and each gasifier’s black water is let down from about 6.5 MPa to the HP flash drum. The water carries 1–3% fine ash and flashes violently downstream. The original valves were replaced so often — each time isolating and purging the line — that maintenance cost and safety risk were both high.</p><h3>The selection</h3><ul><li>MR-AV620 ceramic angle valve, DN80, Class 900, WC9 body</li><li>Zirconia-toughened ceramic plug and seat, silicon-carbide outlet liner</li><li>MR-PA200 piston actuator, MR-DP600 positioner</li></ul><p>We also recommended moving the elbow 1.5 m downstream of the valve to beyond five pipe diameters.</p><h3>Results</h3><p>The first six valves averaged 11 months per trim set, cutting replacements from seven a year per valve to one. Counting spares, labour and reduced-rate losses per change-out, each valve saves about CNY 0.9 million a year.</p>',
    ),
    area: t('中国内蒙古', 'Inner Mongolia, China'),
    customer: t('一座 60 万吨/年煤制烯烃项目', 'A 600 kt/a coal-to-olefins complex'),
    product: t('MR-AV620 陶瓷角形阀', 'MR-AV620 ceramic angle valve'),
    industry: t('煤化工', 'Coal chemicals'),
    working_condition: t(
      '黑水 240 °C，6.5 MPa，压差 5.8 MPa，固含量 2%',
      'Black water 240 °C, 6.5 MPa, ΔP 5.8 MPa, 2% solids',
    ),
    publish_date: '2025-05-20',
    picture: pic('chemical-plant', 'MR-AV620'),
    download: t('煤气化黑水阀选型与运行报告', 'Gasifier Black-Water Valves — Selection and Operating Report'),
    related: ['pcase-08', 'mcase-08'],
  },
  {
    key: 'application-06',
    cate_id: CATE.productApplications,
    tag: 2,
    title: t('氯碱装置湿氯气与盐酸系统阀门', 'Wet Chlorine and HCl Valves in a Chlor-Alkali Plant'),
    summary: t(
      '湿氯气管线原用钛阀板蝶阀，密封面腐蚀后泄漏频繁。更换为 MR-BF110 衬里蝶阀和 MR-GV305 波纹管调节阀后，两年内未发生外漏。',
      'Titanium-disc butterfly valves on the wet chlorine lines leaked often once their sealing faces corroded. After changing to MR-BF110 lined butterflies and MR-GV305 bellows-sealed control valves, there was no external leak in two years.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该氯碱厂离子膜烧碱装置的湿氯气总管和盐酸合成系统中，原阀门密封面在氯气中的微量水分和盐雾作用下腐蚀，阀杆填料外漏时有发生，车间需配置便携式检测仪巡检。</p><h3>选型方案</h3><ul><li>湿氯气切断：MR-BF110 PTFE 衬里蝶阀，DN200–DN400，共 46 台</li><li>盐酸流量调节：MR-GV305 波纹管密封调节阀，哈氏合金 C276 内件，共 18 台</li><li>盐酸分配切换：MR-PL330 四通旋塞阀，PFA 全衬里，共 6 台</li></ul><h3>运行效果</h3><p>两年运行期内，全部 70 台阀门未发生外漏，泄漏巡检报警次数由改造前每月约 9 次降为 0。衬里蝶阀的操作扭矩在两年内变化小于 10%，无需更换阀座。</p>',
      '<h3>The problem</h3><p>In the wet chlorine header and HCl synthesis system of this membrane caustic plant, sealing faces corroded under trace moisture and salt mist, stem packing leaks occurred from time to time, and staff patrolled with portable detectors.</p><h3>The selection</h3><ul><li>Wet chlorine isolation: 46 MR-BF110 PTFE-lined butterflies, DN200–DN400</li><li>HCl flow control: 18 MR-GV305 bellows-sealed valves with Hastelloy C276 trim</li><li>HCl distribution: 6 MR-PL330 four-way plug valves, fully PFA-lined</li></ul><h3>Results</h3><p>Over two years none of the 70 valves leaked externally, and leak-patrol alarms fell from about nine a month to zero. Operating torque of the lined butterflies changed by less than 10% in two years, with no seat replacement needed.</p>',
    ),
    area: t('中国江苏', 'Jiangsu, China'),
    customer: t('一家 40 万吨/年离子膜烧碱企业', 'A 400 kt/a membrane caustic soda producer'),
    product: t('MR-BF110、MR-GV305、MR-PL330', 'MR-BF110, MR-GV305, MR-PL330'),
    industry: t('氯碱化工', 'Chlor-alkali'),
    working_condition: t(
      '湿氯气 45 °C，0.15 MPa；盐酸 31%，60 °C',
      'Wet chlorine 45 °C, 0.15 MPa; 31% HCl at 60 °C',
    ),
    publish_date: '2025-09-03',
    picture: pic('chemical-plant', 'CHLORINE'),
    related: ['pcase-09'],
  },
  {
    key: 'application-07',
    cate_id: CATE.productApplications,
    tag: 3,
    title: t('水厂滤池阀门电动化改造', 'Electric Actuation Retrofit of Filter Valves at a Water Plant'),
    summary: t(
      '一座 30 万 m³/d 水厂的 96 台滤池气动阀门因气源老化频繁故障。改为 MR-BF120 + MR-EA420 电动蝶阀后，滤池自动运行率达到 99.5%。',
      'Ninety-six pneumatic filter valves at a 300,000 m³/d water plant failed often as the air system aged. After conversion to MR-BF120 butterflies with MR-EA420 actuators, filters ran in automatic 99.5% of the time.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该水厂 16 格 V 型滤池共有 96 台进水、出水、反冲洗和排水阀，原采用气动执行机构，空压站和气路已运行 18 年，漏气和冻堵导致反冲洗程序经常中断。</p><h3>选型方案</h3><ul><li>MR-BF120 衬胶中线蝶阀，DN300–DN800，饮用水卫生级 EPDM</li><li>MR-EA420 角行程电动执行机构，Modbus RTU 总线控制</li><li>出水调节阀采用调节型执行机构，定位精度 0.5%</li></ul><p>改造按滤格分批进行，每格停用不超过 8 小时，不影响全厂供水。</p><h3>运行效果</h3><p>改造后取消了空压站，年节电约 21 万 kWh。滤池自动运行率由 91% 提高到 99.5%，出水浊度稳定在 0.1 NTU 以下。总线控制使现场电缆用量减少约 60%。</p>',
      '<h3>The problem</h3><p>The plant’s 16 V-type filters have 96 inlet, outlet, backwash and drain valves, originally with pneumatic actuators. The compressor station and air lines were 18 years old, and leaks and freezing regularly interrupted backwash sequences.</p><h3>The selection</h3><ul><li>MR-BF120 rubber-lined concentric butterflies, DN300–DN800, drinking-water grade EPDM</li><li>MR-EA420 part-turn electric actuators on Modbus RTU</li><li>Modulating actuators with 0.5% accuracy on the filtered-water control valves</li></ul><p>The conversion proceeded filter by filter, each out of service for no more than 8 hours, with no effect on supply.</p><h3>Results</h3><p>The compressor station was decommissioned, saving about 210,000 kWh a year. Filters now run in automatic 99.5% of the time instead of 91%, and filtered-water turbidity stays below 0.1 NTU. Fieldbus control cut site cabling by about 60%.</p>',
    ),
    area: t('中国广东', 'Guangdong, China'),
    customer: t('一座 30 万 m³/d 城市自来水厂', 'A 300,000 m³/d municipal water treatment plant'),
    product: t('MR-BF120 + MR-EA420 电动蝶阀', 'MR-BF120 butterflies with MR-EA420 actuators'),
    industry: t('市政供水', 'Municipal water'),
    working_condition: t('清水 / 反冲洗水 5–30 °C，0.6 MPa', 'Clean / backwash water 5–30 °C, 0.6 MPa'),
    publish_date: '2024-12-05',
    picture: pic('water-treatment', 'FILTERS'),
    download: t('滤池阀门电动化改造方案', 'Filter Valve Electrification — Project Proposal'),
    related: ['pcase-10', 'mcase-10'],
  },
  {
    key: 'application-08',
    cate_id: CATE.productApplications,
    tag: 3,
    title: t('反渗透海水淡化浓盐水调节阀', 'Brine Control Valves for Seawater Reverse Osmosis'),
    summary: t(
      '浓盐水调节阀在 6.5 MPa 压差下空化，316L 阀体 14 个月即出现穿孔。改用超级双相钢 MR-AC610 后噪声降低 18 dBA，运行 3 年无腐蚀。',
      'Brine control valves cavitated at 6.5 MPa ΔP and their 316L bodies perforated after 14 months. Super-duplex MR-AC610 valves cut noise by 18 dBA and have run three years without corrosion.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该海水淡化厂产水规模 10 万 m³/d，共 8 套反渗透机组。浓盐水在能量回收装置之前经调节阀控制回收率，阀门在接近全压差下运行，空化噪声超过 100 dBA，阀体出现点蚀穿孔。</p><h3>选型方案</h3><ul><li>MR-AC610 四级抗空化调节阀，DN150，900#</li><li>阀体与内件材料为超级双相钢 2507（PREN ≥ 41）</li><li>MR-PA200 执行机构，MR-DP600 定位器</li></ul><h3>运行效果</h3><p>阀后 1 m 噪声由 102 dBA 降至 84 dBA，管道振动明显减轻。回收率控制偏差小于 0.5%。运行 3 年后内窥检查，阀体与套筒表面无点蚀和空化痕迹。</p>',
      '<h3>The problem</h3><p>This 100,000 m³/d desalination plant has eight RO trains. Brine passes a control valve that sets recovery ahead of the energy-recovery devices; the valves ran at almost the full pressure drop, cavitation noise exceeded 100 dBA, and pitting perforated the bodies.</p><h3>The selection</h3><ul><li>MR-AC610 four-stage anti-cavitation valve, DN150, Class 900</li><li>Body and trim in super duplex 2507 (PREN ≥ 41)</li><li>MR-PA200 actuator, MR-DP600 positioner</li></ul><h3>Results</h3><p>Noise 1 m downstream fell from 102 dBA to 84 dBA and pipe vibration eased markedly. Recovery is held within 0.5%. A borescope inspection after three years found no pitting or cavitation marks on body or cages.</p>',
    ),
    area: t('中国天津', 'Tianjin, China'),
    customer: t('一座 10 万 m³/d 海水淡化厂', 'A 100,000 m³/d seawater desalination plant'),
    product: t('MR-AC610 超级双相钢抗空化阀', 'MR-AC610 super-duplex anti-cavitation valve'),
    industry: t('海水淡化', 'Desalination'),
    working_condition: t('浓盐水 28 °C，6.8 MPa，压差 6.5 MPa', 'Brine 28 °C, 6.8 MPa, ΔP 6.5 MPa'),
    publish_date: '2025-07-15',
    picture: pic('water-treatment', 'SWRO'),
    related: ['pcase-11', 'pcase-12'],
  },
  {
    key: 'application-09',
    cate_id: CATE.productApplications,
    tag: 4,
    title: t('高速纸板机定量控制阀', 'Basis-Weight Valve on a High-Speed Board Machine'),
    summary: t(
      '原定量阀死区约 0.8%，纸页纵向定量波动 2σ 达 1.6%。采用 MR-BV220 配 MR-DP600 后，波动降至 0.7%。',
      'The old basis-weight valve had about 0.8% dead band, and machine-direction basis-weight variation (2σ) reached 1.6%. With an MR-BV220 and MR-DP600 it fell to 0.7%.',
    ),
    content: t(
      '<h3>工况问题</h3><p>这台车速 1200 m/min 的白纸板机在提速后出现明显的纵向定量波动。控制回路测试表明，定量阀存在约 0.8% 的死区和 0.5% 的回差，控制器输出的小幅调整无法被阀门执行，导致回路持续振荡。</p><h3>选型方案</h3><ul><li>MR-BV220 浆料专用 V 型球阀，DN150，锯齿形 V 口</li><li>零间隙花键连接，MR-RA300 执行机构</li><li>MR-DP600 定位器，死区设定 0.1%</li></ul><p>安装后由枫河工程师与纸厂控制工程师共同进行回路整定。</p><h3>运行效果</h3><p>阶跃测试表明，阀门可响应 0.25% 的信号变化。纵向定量波动 2σ 由 1.6% 降至 0.7%，纸机断纸次数月均减少 3 次，年增产约 4000 吨。</p>',
      '<h3>The problem</h3><p>After a speed-up, this 1,200 m/min folding-boxboard machine showed pronounced machine-direction basis-weight variation. Loop tests showed the basis-weight valve had about 0.8% dead band and 0.5% backlash: small controller corrections were never executed, and the loop cycled continuously.</p><h3>The selection</h3><ul><li>MR-BV220 stock-control V-port ball, DN150, serrated notch</li><li>Zero-backlash splined connection, MR-RA300 actuator</li><li>MR-DP600 positioner with 0.1% dead band</li></ul><p>After installation our engineers tuned the loop together with the mill’s control engineers.</p><h3>Results</h3><p>Step tests showed the valve responding to 0.25% signal changes. MD basis-weight variation (2σ) fell from 1.6% to 0.7%, sheet breaks dropped by three a month, and annual output rose by about 4,000 t.</p>',
    ),
    area: t('中国福建', 'Fujian, China'),
    customer: t('一家年产 60 万吨白纸板的造纸企业', 'A mill producing 600 kt/a of folding boxboard'),
    product: t('MR-BV220 浆料 V 型球阀 + MR-DP600', 'MR-BV220 stock V-ball with MR-DP600'),
    industry: t('造纸', 'Papermaking'),
    working_condition: t('纸浆浓度 3.5%，55 °C，0.5 MPa', 'Stock 3.5% consistency, 55 °C, 0.5 MPa'),
    publish_date: '2024-08-27',
    picture: pic('pulp-paper', 'MR-BV220'),
    download: t('定量阀回路性能评估报告', 'Basis-Weight Loop Performance Assessment'),
    related: ['pcase-13', 'mcase-12'],
  },
  {
    key: 'application-10',
    cate_id: CATE.productApplications,
    tag: 4,
    title: t('生活用纸厂备浆系统刀闸阀', 'Knife Gate Valves in a Tissue Mill’s Stock Preparation'),
    summary: t(
      '备浆系统刀闸阀因纤维卡堵和填料泄漏，每年需更换约 40 台。更换为 MR-KG410 后，年更换量降至 5 台以下。',
      'Knife gates in stock preparation jammed with fibre and leaked at the packing, with about 40 replaced each year. After changing to the MR-KG410, fewer than five a year need replacing.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该生活用纸厂以商品木浆和竹浆为原料，备浆系统浆浓 4%–5%。原刀闸阀闸板刃口不锋利，关闭时纤维挤压在阀座处，导致关不严和操作卡涩；填料函无刮板，浆料进入填料后外漏。</p><h3>选型方案</h3><ul><li>MR-KG410 不锈钢刀闸阀，DN100–DN400，共 62 台</li><li>研磨刃口闸板，EPDM 弹性阀座</li><li>多层编织填料加刮板；MR-PA200 气缸驱动，MR-LS720 限位开关</li></ul><h3>运行效果</h3><p>投运 18 个月内，62 台阀门中仅 3 台更换了阀座，无一台因卡堵停用。现场地面浆料泄漏明显减少，清洁工作量下降。</p>',
      '<h3>The problem</h3><p>This tissue mill runs on market wood pulp and bamboo pulp at 4–5% consistency in stock preparation. The old knife gates had dull edges, so fibre was crushed into the seat on closing, leaving them passing and sticky; the stuffing boxes had no scrapers, so stock worked into the packing and leaked.</p><h3>The selection</h3><ul><li>62 MR-KG410 stainless knife gates, DN100–DN400</li><li>Ground knife-edge gates and EPDM seats</li><li>Multi-layer braided packing with scraper; MR-PA200 cylinders and MR-LS720 limit switches</li></ul><h3>Results</h3><p>In 18 months only three of the 62 valves needed a new seat, and none was taken out of service for jamming. Stock spills on the floor are much reduced, and so is cleaning work.</p>',
    ),
    area: t('中国广西', 'Guangxi, China'),
    customer: t('一家年产 30 万吨生活用纸的企业', 'A 300 kt/a tissue producer'),
    product: t('MR-KG410 浆料刀闸阀', 'MR-KG410 pulp stock knife gate'),
    industry: t('生活用纸', 'Tissue'),
    working_condition: t('纸浆浓度 4%–5%，45 °C，0.4 MPa', 'Stock 4–5% consistency, 45 °C, 0.4 MPa'),
    publish_date: '2025-11-18',
    picture: pic('pulp-paper', 'MR-KG410'),
    related: ['mcase-13'],
  },
  {
    key: 'application-11',
    cate_id: CATE.productApplications,
    tag: 5,
    title: t('铜选厂尾矿管线刀闸阀', 'Tailings Line Knife Gates at a Copper Concentrator'),
    summary: t(
      '尾矿输送泵站的金属阀座刀闸阀平均 6 周即因磨损失效。MR-KG420 双橡胶套筒刀闸阀的套筒寿命超过 14 个月。',
      'Metal-seated knife gates at the tailings pump station failed from wear after six weeks on average. Sleeves in the MR-KG420 twin-sleeve knife gates have lasted more than 14 months.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该选厂处理量 6 万吨/日，尾矿经三级泵站输送至 8 km 外的尾矿库。矿浆浓度约 55%，含大量石英颗粒。原刀闸阀在开启状态下阀腔积料，关闭时闸板挤压积料，阀座迅速磨损失效。</p><h3>选型方案</h3><ul><li>MR-KG420 双向刀闸阀，DN350–DN500，共 24 台</li><li>天然橡胶套筒，开启时形成连续流道</li><li>MR-EA440 电动执行机构配直行程齿轮箱，适应高海拔低温环境</li></ul><h3>运行效果</h3><p>套筒平均寿命超过 14 个月，约为原阀座寿命的 10 倍。套筒更换可在 2 小时内完成，无需拆下阀体。泵站因阀门故障导致的停机时间年减少约 150 小时。</p>',
      '<h3>The problem</h3><p>This 60,000 t/d concentrator pumps tailings through three pump stations to a storage facility 8 km away. The slurry is around 55% solids with a lot of quartz. In the old knife gates, slurry packed into the body cavity while open; on closing the gate crushed it against the seat, which wore out quickly.</p><h3>The selection</h3><ul><li>24 MR-KG420 bidirectional knife gates, DN350–DN500</li><li>Natural rubber sleeves forming a continuous bore when open</li><li>MR-EA440 electric actuators with linear gearboxes, rated for high-altitude cold conditions</li></ul><h3>Results</h3><p>Sleeves last more than 14 months on average — about ten times the old seat life — and can be changed in 2 hours without removing the body. Pump-station downtime due to valve failures has dropped by about 150 hours a year.</p>',
    ),
    area: t('南美安第斯地区', 'Andes region, South America'),
    customer: t('一座 6 万吨/日的铜选矿厂', 'A 60,000 t/d copper concentrator'),
    product: t('MR-KG420 矿浆双向刀闸阀', 'MR-KG420 bidirectional slurry knife gate'),
    industry: t('有色金属矿山', 'Non-ferrous mining'),
    working_condition: t(
      '尾矿浆固含量 55%，1.4 MPa，海拔 3200 m',
      'Tailings 55% solids, 1.4 MPa, 3,200 m altitude',
    ),
    publish_date: '2025-04-08',
    picture: pic('mining', 'MR-KG420'),
    download: t('尾矿管线阀门寿命对比报告', 'Tailings Valve Service Life Comparison'),
    related: ['pcase-15', 'mcase-15'],
  },
  {
    key: 'application-12',
    cate_id: CATE.productApplications,
    tag: 5,
    title: t('氧化铝溶出系统高压矿浆调节阀', 'High-Pressure Slurry Control in Alumina Digestion'),
    summary: t(
      '溶出矿浆调节阀内件寿命仅约 3 个月。采用 MR-RP320 碳化钨偏心旋转阀后，平均无故障运行时间达到 20 个月。',
      'Trim in the digestion slurry control valves lasted only about three months. MR-RP320 tungsten-carbide rotary plug valves now average 20 months between failures.',
    ),
    content: t(
      '<h3>工况问题</h3><p>该氧化铝厂采用拜耳法高温溶出，矿浆温度约 260 °C，压力约 5 MPa，含赤泥颗粒并在减压时伴随闪蒸。原直行程调节阀阀芯和阀座冲蚀严重，且易结疤卡涩。</p><h3>选型方案</h3><ul><li>MR-RP320 重载偏心旋转阀，DN150，600#</li><li>整体碳化钨阀芯，氧化锆阀座，出口耐磨衬套</li><li>MR-RA320 拨叉式执行机构，MR-DP600 定位器</li></ul><p>偏心旋转结构的直通流道减少了结疤，阀芯离座即开的特点避免了摩擦磨损。</p><h3>运行效果</h3><p>平均无故障运行时间由约 3 个月提高到 20 个月，年维修费用降低约 65%。溶出温度控制偏差由 ±5 °C 缩小到 ±2 °C，氧化铝溶出率提高约 0.4 个百分点。</p>',
      '<h3>The problem</h3><p>This alumina refinery uses high-temperature Bayer digestion at about 260 °C and 5 MPa. The slurry carries red-mud particles and flashes as pressure drops. The original globe valves suffered severe plug and seat erosion and scaled up until they stuck.</p><h3>The selection</h3><ul><li>MR-RP320 heavy-duty rotary plug valve, DN150, Class 600</li><li>Solid tungsten-carbide plug, zirconia seat, wear-resistant outlet sleeve</li><li>MR-RA320 scotch-yoke actuator, MR-DP600 positioner</li></ul><p>The straight-through path of the rotary plug limits scaling, and because the plug leaves the seat as it opens there is no rubbing wear.</p><h3>Results</h3><p>Mean time between failures rose from about 3 months to 20, and annual maintenance cost fell by about 65%. Digestion temperature is held within ±2 °C instead of ±5 °C, lifting alumina extraction by about 0.4 percentage points.</p>',
    ),
    area: t('中国山西', 'Shanxi, China'),
    customer: t('一座 200 万吨/年氧化铝厂', 'A 2 Mt/a alumina refinery'),
    product: t('MR-RP320 重载偏心旋转阀', 'MR-RP320 heavy-duty rotary plug valve'),
    industry: t('有色冶金', 'Non-ferrous metallurgy'),
    working_condition: t('溶出矿浆 260 °C，5 MPa，压差 3 MPa', 'Digestion slurry 260 °C, 5 MPa, ΔP 3 MPa'),
    publish_date: '2026-01-13',
    picture: pic('mining', 'MR-RP320'),
    related: ['pcase-16', 'mcase-16', 'mcase-17'],
  },

  // Solutions --------------------------------------------------------------
  {
    key: 'solution-01',
    cate_id: CATE.solutions,
    tag: 0,
    title: t(
      '超超临界机组汽机旁路系统整体改造',
      'Complete Turbine Bypass Upgrade for Ultra-Supercritical Units',
    ),
    summary: t(
      '以 MR-SC810 减温减压阀和 MR-EH520 电液执行机构替换原旁路阀组及集中油站。改造后旁路快开时间由 4.5 s 缩短至 1.6 s，油系统泄漏问题彻底消除。',
      'MR-SC810 steam conditioning valves and MR-EH520 electro-hydraulic actuators replaced the original bypass valves and central hydraulic unit. Fast opening fell from 4.5 s to 1.6 s and oil-system leaks were eliminated.',
    ),
    content: t(
      '<h3>项目背景</h3><p>该电厂 2×1000 MW 超超临界机组投运已逾 12 年，高、低压旁路阀内漏严重，集中油站和长油管多次渗漏，存在火灾隐患。随着机组参与调峰，旁路阀的启停次数成倍增加。</p><h3>方案内容</h3><ul><li>高压旁路：2 台 MR-SC810，入口 DN300，2500#，F92 阀体</li><li>低压旁路：2 台 MR-SC810，入口 DN500，出口 DN1000</li><li>执行机构：MR-EH520 一体化电液执行机构，取消集中油站</li><li>喷水调节：MR-GV420 配 MR-AC610 抗空化内件</li></ul><p>改造利用机组 C 级检修窗口，在 38 天内完成单台机组的拆除、安装和调试。</p><h3>改造效果</h3><p>高压旁路快开时间由 4.5 s 缩短至 1.6 s，出口温度控制偏差 ±3 °C。旁路阀关闭后阀后温度与环境温度一致，无内漏。机组冷态启动时间缩短约 40 分钟，每次启动节约燃油约 6 吨。</p>',
      '<h3>Background</h3><p>This plant’s 2×1,000 MW ultra-supercritical units had been running for more than 12 years. HP and LP bypass valves were passing badly, and the central hydraulic unit and long oil lines had leaked several times — a fire hazard. Load-following had multiplied the number of bypass operations.</p><h3>Scope</h3><ul><li>HP bypass: two MR-SC810, inlet DN300, Class 2500, F92 body</li><li>LP bypass: two MR-SC810, inlet DN500, outlet DN1000</li><li>Actuation: MR-EH520 self-contained electro-hydraulic actuators, central HPU removed</li><li>Spray control: MR-GV420 with MR-AC610 anti-cavitation trim</li></ul><p>Using a minor-overhaul window, removal, installation and commissioning were completed in 38 days per unit.</p><h3>Results</h3><p>HP bypass fast opening dropped from 4.5 s to 1.6 s and outlet temperature is held within ±3 °C. With the bypass closed, downstream pipe temperature matches ambient — no leakage. Cold start-up is about 40 minutes shorter, saving roughly 6 t of fuel oil per start.</p>',
    ),
    area: t('中国江苏', 'Jiangsu, China'),
    customer: t('一座 2×1000 MW 超超临界燃煤电厂', 'A 2×1,000 MW ultra-supercritical coal-fired plant'),
    product: t('MR-SC810、MR-EH520、MR-GV420', 'MR-SC810, MR-EH520, MR-GV420'),
    industry: t('电力', 'Power generation'),
    working_condition: t(
      '主汽 605 °C，27 MPa；再热汽 623 °C，5.5 MPa',
      'Main steam 605 °C, 27 MPa; reheat 623 °C, 5.5 MPa',
    ),
    publish_date: '2024-05-28',
    picture: pic('power-plant', '2x1000MW'),
    download: t('汽机旁路系统改造解决方案', 'Turbine Bypass System Upgrade — Solution Brief'),
    related: ['pcase-03', 'mcase-02'],
  },
  {
    key: 'solution-02',
    cate_id: CATE.solutions,
    tag: 0,
    title: t('燃煤机组深度调峰阀门适应性改造', 'Valve Package for Deep Load-Following on Coal Units'),
    summary: t(
      '机组最低稳燃负荷由 50% 降至 30% 后，多台调节阀长期在小开度下振荡和冲刷。通过更换内件、修正特性和部署健康监测，低负荷下关键回路全部恢复自动控制。',
      'When minimum stable load fell from 50% to 30%, many control valves oscillated and eroded at small openings. New trims, revised characteristics and health monitoring restored automatic control of every key loop at low load.',
    ),
    content: t(
      '<h3>项目背景</h3><p>为参与电网调峰，该 600 MW 亚临界机组完成了锅炉低负荷稳燃改造，但阀门仍按 50%–100% 负荷选型。在 30% 负荷下，除氧器水位阀、减温水阀和轴封蒸汽阀开度常低于 8%，回路振荡，运行人员被迫手动操作。</p><h3>方案内容</h3><ul><li>对 42 个关键回路逐一进行全负荷工况核算</li><li>17 台 MR-GV400 更换为缩径或修正特性套筒，其中 5 台升级为 MR-LN620 低噪声内件</li><li>减温器更换为 MR-DS820 可变喉径型，喷水可调比 50:1</li><li>为 60 台阀门部署 MR-VM800 健康监测</li></ul><h3>改造效果</h3><p>30% 负荷下 42 个回路全部投入自动，主汽温度波动由 ±15 °C 降至 ±5 °C。健康监测系统在第一年内提前识别出 4 台填料摩擦力异常的阀门，均在计划停机中处理，未发生非计划停机。</p>',
      '<h3>Background</h3><p>To take part in grid balancing, this 600 MW subcritical unit had its boiler modified for stable firing at low load, but its valves were still sized for 50–100% load. At 30% load the deaerator level, spray-water and gland-steam valves often sat below 8% open, loops oscillated and operators had to run them by hand.</p><h3>Scope</h3><ul><li>Full-load-range check of 42 key loops, one by one</li><li>17 MR-GV400 valves re-trimmed with reduced or re-characterised cages, five of them upgraded to MR-LN620 low-noise trim</li><li>Desuperheaters replaced with MR-DS820 variable-area units offering 50:1 spray turndown</li><li>MR-VM800 health monitoring on 60 valves</li></ul><h3>Results</h3><p>All 42 loops run in automatic at 30% load, and main-steam temperature swing fell from ±15 °C to ±5 °C. In the first year the monitoring system flagged four valves with abnormal packing friction; all were dealt with during planned stops, and there was no unplanned outage.</p>',
    ),
    area: t('中国安徽', 'Anhui, China'),
    customer: t('一座 600 MW 亚临界燃煤机组', 'A 600 MW subcritical coal-fired unit'),
    product: t('MR-GV400、MR-LN620、MR-DS820、MR-VM800', 'MR-GV400, MR-LN620, MR-DS820, MR-VM800'),
    industry: t('电力', 'Power generation'),
    working_condition: t('30%–100% 负荷；主汽 540 °C，17 MPa', '30–100% load; main steam 540 °C, 17 MPa'),
    publish_date: '2025-03-25',
    picture: pic('power-plant', '600MW'),
    related: ['mcase-04', 'pcase-02'],
  },
  {
    key: 'solution-03',
    cate_id: CATE.solutions,
    tag: 1,
    title: t('LNG 接收站深冷阀门成套方案', 'Cryogenic Valve Package for an LNG Receiving Terminal'),
    summary: t(
      '为一座年接收能力 600 万吨的 LNG 接收站二期工程提供 380 余台深冷调节阀、球阀和蝶阀。全部阀门通过液氮测试，投产至今无低温外漏。',
      'More than 380 cryogenic control, ball and butterfly valves for the second phase of a 6 Mt/a LNG receiving terminal. Every valve passed liquid-nitrogen testing, and there has been no cold stem leak since start-up.',
    ),
    content: t(
      '<h3>项目背景</h3><p>二期工程新增两座 20 万 m³ 储罐、一条卸船线和四台开架式气化器。业主要求深冷阀门单一供货商负责，并在工厂完成逐台低温测试。</p><h3>方案内容</h3><ul><li>卸船与储罐隔离：MR-CV530 三偏心蝶阀，DN300–DN900</li><li>高压外输与紧急切断：MR-CV520 上装式球阀和 MR-BV320 阀组</li><li>BOG 与气化器调节：MR-CV510 深冷调节阀</li><li>储罐超压保护：MR-SR320 先导式安全阀</li></ul><p>工厂建设了专用液氮测试池，可对 DN900 以下阀门进行整阀浸没测试。</p><h3>项目成果</h3><p>全部 386 台阀门按 BS 6364 完成低温测试，一次合格率 98.7%。投产两年来，阀门低温外漏为零，紧急切断阀部分行程测试通过率 100%。</p>',
      '<h3>Background</h3><p>Phase two added two 200,000 m³ tanks, an unloading line and four open-rack vaporisers. The owner wanted a single supplier responsible for all cryogenic valves, each tested cold at the factory.</p><h3>Scope</h3><ul><li>Unloading and tank isolation: MR-CV530 triple-offset butterflies, DN300–DN900</li><li>HP send-out and emergency shutdown: MR-CV520 top-entry ball valves and MR-BV320 assemblies</li><li>BOG and vaporiser control: MR-CV510 cryogenic globe valves</li><li>Tank overpressure protection: MR-SR320 pilot-operated relief valves</li></ul><p>A dedicated liquid-nitrogen bath was built at our plant for full immersion testing of valves up to DN900.</p><h3>Outcome</h3><p>All 386 valves were cold-tested to BS 6364 with a first-pass yield of 98.7%. In two years of operation there have been no cold stem leaks, and ESD partial-stroke tests have passed 100% of the time.</p>',
    ),
    area: t('中国南部沿海', 'Southern coast of China'),
    customer: t('一座年接收能力 600 万吨的 LNG 接收站', 'A 6 Mt/a LNG receiving terminal'),
    product: t('MR-CV510、MR-CV520、MR-CV530、MR-BV320', 'MR-CV510, MR-CV520, MR-CV530, MR-BV320'),
    industry: t('LNG', 'LNG'),
    working_condition: t(
      'LNG -162 °C，储罐 0.03 MPa，外输 9.5 MPa',
      'LNG -162 °C, tank 0.03 MPa, send-out 9.5 MPa',
    ),
    publish_date: '2024-09-30',
    picture: pic('lng-terminal', 'LNG PHASE II'),
    download: t('LNG 接收站深冷阀门解决方案', 'LNG Terminal Cryogenic Valves — Solution Brief'),
    related: ['pcase-07', 'pcase-05'],
  },
  {
    key: 'solution-04',
    cate_id: CATE.solutions,
    tag: 1,
    title: t(
      '油砂 SAGD 注汽与采出液控制方案',
      'Steam Injection and Produced-Fluid Control for Oil-Sands SAGD',
    ),
    summary: t(
      '为加拿大阿尔伯塔省一处 SAGD 项目提供注汽井口调节阀和采出液节流阀。含砂采出液工况下节流阀寿命由 5 个月延长至 2 年以上。',
      'Wellhead steam-injection control valves and produced-fluid chokes for a SAGD project in Alberta, Canada. In sandy produced fluid, choke life grew from five months to more than two years.',
    ),
    content: t(
      '<h3>项目背景</h3><p>蒸汽辅助重力泄油（SAGD）工艺需要向注汽井精确分配高压蒸汽，并在生产井控制高温、含砂、含气的采出液。冬季环境温度低至 -40 °C，对执行机构和附件的低温性能也有要求。</p><h3>方案内容</h3><ul><li>注汽分配：MR-LN620 低噪声调节阀，DN100，1500#，配 MR-PA200</li><li>采出液节流：MR-AV640 外套筒式角阀，整体碳化钨内件</li><li>井场隔离：MR-BV410 金属密封球阀</li><li>全部执行机构与定位器满足 -46 °C 低温要求</li></ul><h3>项目成果</h3><p>注汽量分配偏差由 ±6% 降至 ±2%，提高了蒸汽腔发育均匀性。采出液节流阀平均寿命超过 24 个月，井场维护车次减少约 70%。项目在当地设有枫河备件库，常用备件 24 小时内到达井场。</p>',
      '<h3>Background</h3><p>Steam-assisted gravity drainage (SAGD) needs high-pressure steam distributed precisely to injection wells and hot, sandy, gassy produced fluid controlled at the producers. Winter ambient falls to -40 °C, so actuators and accessories must also perform in the cold.</p><h3>Scope</h3><ul><li>Steam distribution: MR-LN620 low-noise valves, DN100, Class 1500, with MR-PA200</li><li>Produced-fluid chokes: MR-AV640 external-sleeve angle valves with solid tungsten-carbide trim</li><li>Wellpad isolation: MR-BV410 metal-seated ball valves</li><li>All actuators and positioners rated for -46 °C</li></ul><h3>Outcome</h3><p>Steam distribution error fell from ±6% to ±2%, giving more even steam-chamber growth. Produced-fluid chokes now average more than 24 months, and maintenance trips to the wellpads are down about 70%. A local spare-parts stock gets common parts to site within 24 hours.</p>',
    ),
    area: t('加拿大阿尔伯塔省', 'Alberta, Canada'),
    customer: t('一处日产 3 万桶的油砂 SAGD 项目', 'A 30,000 bbl/d oil-sands SAGD project'),
    product: t('MR-LN620、MR-AV640、MR-BV410', 'MR-LN620, MR-AV640, MR-BV410'),
    industry: t('油砂开采', 'Oil sands'),
    working_condition: t(
      '蒸汽 310 °C，10 MPa；采出液 200 °C，含砂 0.5%',
      'Steam 310 °C, 10 MPa; produced fluid 200 °C, 0.5% sand',
    ),
    publish_date: '2025-06-24',
    picture: pic('pipeline', 'SAGD'),
    related: ['pcase-06', 'mcase-07'],
  },
  {
    key: 'solution-05',
    cate_id: CATE.solutions,
    tag: 2,
    title: t('乙烯装置冷区与急冷系统阀门方案', 'Ethylene Cold Section and Quench System Valve Package'),
    summary: t(
      '为一座 100 万吨/年乙烯装置的冷区、急冷油和裂解气系统提供 520 台调节阀与切断阀。急冷油系统结焦卡涩问题明显改善，冷区阀门无低温外漏。',
      '520 control and isolation valves for the cold section, quench oil and cracked-gas systems of a 1 Mt/a ethylene cracker. Coking and sticking in quench-oil service improved markedly, and there have been no cold leaks in the cold section.',
    ),
    content: t(
      '<h3>项目背景</h3><p>乙烯装置中既有 -100 °C 以下的脱甲烷塔冷区，又有 200 °C 以上、易结焦的急冷油系统，还有大口径裂解气管线，阀门类型和材料跨度极大。</p><h3>方案内容</h3><ul><li>冷区：MR-CV510 冷箱型深冷调节阀，加长阀盖 1.2 m</li><li>急冷油：MR-RP310 偏心旋转阀，碳化铬涂层阀芯</li><li>裂解气与大口径切断：MR-BF310 三偏心蝶阀</li><li>关键联锁：MR-BV320 SIL 阀组</li></ul><h3>项目成果</h3><p>装置开车一次成功。急冷油系统调节阀在首个运行周期内未发生结焦卡涩，而同类装置原设计的直行程阀通常需每年清焦。冷区阀门填料函温度保持在 5 °C 以上，无结冰外漏。</p>',
      '<h3>Background</h3><p>An ethylene plant combines a demethaniser cold section below -100 °C, a coking-prone quench-oil system above 200 °C and large cracked-gas lines, so valve types and materials span an exceptionally wide range.</p><h3>Scope</h3><ul><li>Cold section: MR-CV510 cold-box valves with 1.2 m bonnet extensions</li><li>Quench oil: MR-RP310 eccentric rotary plug valves with chromium-carbide-coated plugs</li><li>Cracked gas and large isolation: MR-BF310 triple-offset butterflies</li><li>Critical interlocks: MR-BV320 SIL assemblies</li></ul><h3>Outcome</h3><p>The plant started up first time. Quench-oil control valves had no coking or sticking in the first run, whereas the globe valves in similar plants typically need de-coking every year. Cold-section stuffing boxes stay above 5 °C, with no icing or leakage.</p>',
    ),
    area: t('中国广东', 'Guangdong, China'),
    customer: t('一座 100 万吨/年乙烯装置', 'A 1 Mt/a ethylene cracker'),
    product: t('MR-CV510、MR-RP310、MR-BF310、MR-BV320', 'MR-CV510, MR-RP310, MR-BF310, MR-BV320'),
    industry: t('石油化工', 'Petrochemicals'),
    working_condition: t(
      '冷区 -105 °C，3.5 MPa；急冷油 210 °C',
      'Cold section -105 °C, 3.5 MPa; quench oil 210 °C',
    ),
    publish_date: '2024-11-12',
    picture: pic('chemical-plant', 'ETHYLENE'),
    download: t('乙烯装置阀门选型方案', 'Ethylene Plant Valve Selection — Solution Brief'),
    related: ['pcase-08', 'pcase-09'],
  },
  {
    key: 'solution-06',
    cate_id: CATE.solutions,
    tag: 2,
    title: t('化工园区安全仪表切断阀成套方案', 'Safety-Instrumented Shutdown Valves for a Chemical Park'),
    summary: t(
      '为化工园区内 5 家企业的 SIS 改造提供 140 套紧急切断阀组。部分行程测试使全行程验证测试周期由 1 年延长至 3 年。',
      '140 emergency shutdown assemblies for SIS upgrades at five companies in a chemical park. Partial-stroke testing extended full proof-test intervals from one year to three.',
    ),
    content: t(
      '<h3>项目背景</h3><p>按照功能安全管理要求，园区内企业需对重点监管工艺的安全仪表系统进行 SIL 评估与整改。原有切断阀多为普通开关阀，缺少可靠性数据，无法支撑 SIL 验算。</p><h3>方案内容</h3><ul><li>最终元件：MR-BV320 固定球切断阀和 MR-BF330 三偏心切断蝶阀</li><li>执行机构：MR-RA320 弹簧复位拨叉式</li><li>控制：MR-DP640 SIL 3 安全定位器，MR-SV710 冗余电磁阀组</li><li>文件：整套阀组失效率数据、安全手册与验证测试程序</li></ul><h3>项目成果</h3><p>140 套阀组全部通过 SIL 验算，其中 38 套满足 SIL 3 要求。借助在线部分行程测试，全行程验证测试周期由 1 年延长至 3 年，每年减少因测试引起的停车约 12 次。</p>',
      '<h3>Background</h3><p>Under functional-safety rules, companies in the park had to assess and upgrade the SIS on their closely regulated processes. Most existing shutdown valves were ordinary on-off valves without reliability data, so SIL verification was impossible.</p><h3>Scope</h3><ul><li>Final elements: MR-BV320 trunnion ESD valves and MR-BF330 triple-offset isolation valves</li><li>Actuators: MR-RA320 spring-return scotch-yoke</li><li>Control: MR-DP640 SIL 3 safety positioners and MR-SV710 redundant solenoid manifolds</li><li>Documents: assembly failure-rate data, safety manuals and proof-test procedures</li></ul><h3>Outcome</h3><p>All 140 assemblies passed SIL verification, 38 of them at SIL 3. With on-line partial-stroke testing, full proof-test intervals grew from one year to three, avoiding about 12 test-related shutdowns a year.</p>',
    ),
    area: t('中国山东', 'Shandong, China'),
    customer: t(
      '一座国家级化工园区内的 5 家化工企业',
      'Five chemical companies in a national-level chemical park',
    ),
    product: t('MR-BV320、MR-BF330、MR-DP640、MR-SV710', 'MR-BV320, MR-BF330, MR-DP640, MR-SV710'),
    industry: t('精细化工', 'Fine chemicals'),
    working_condition: t(
      '易燃易爆及有毒介质，-29 °C ~ +200 °C，最高 10 MPa',
      'Flammable and toxic fluids, -29 °C to +200 °C, up to 10 MPa',
    ),
    publish_date: '2025-08-05',
    picture: pic('control-valve-assembly', 'SIS'),
    related: ['pcase-10'],
  },
  {
    key: 'solution-07',
    cate_id: CATE.solutions,
    tag: 3,
    title: t('污水处理厂曝气风量精确控制方案', 'Precise Aeration Air Control for a Wastewater Plant'),
    summary: t(
      '以 MR-BF230 调节蝶阀和 MR-EA420 调节型执行机构替换原手动风阀，实现按溶解氧分区控制。鼓风机电耗降低 18%。',
      'MR-BF230 control butterflies with modulating MR-EA420 actuators replaced manual air dampers, enabling zone-by-zone dissolved-oxygen control. Blower energy fell by 18%.',
    ),
    content: t(
      '<h3>项目背景</h3><p>该污水处理厂设计规模 20 万 m³/d，曝气系统耗电约占全厂的 55%。原各廊道风阀为手动蝶阀，开度长期固定，溶解氧局部过高，鼓风机出口压力偏高。</p><h3>方案内容</h3><ul><li>24 台 MR-BF230 调节蝶阀，DN300–DN800，流线型阀板</li><li>MR-EA420 调节型电动执行机构，定位精度 0.5%</li><li>配合热式流量计实现各廊道风量闭环控制</li><li>采用“最大开度阀门”策略，动态降低鼓风机出口压力</li></ul><h3>项目成果</h3><p>各廊道溶解氧稳定在 1.5–2.0 mg/L，出水氨氮达标率 100%。鼓风机出口压力降低约 6 kPa，年节电约 220 万 kWh，相当于鼓风机电耗下降 18%，投资回收期约 2.3 年。</p>',
      '<h3>Background</h3><p>This 200,000 m³/d wastewater plant spends about 55% of its electricity on aeration. Air to each lane was set by manual butterfly valves left at fixed openings, so dissolved oxygen ran high in places and blower discharge pressure was higher than needed.</p><h3>Scope</h3><ul><li>24 MR-BF230 control butterflies, DN300–DN800, streamlined discs</li><li>MR-EA420 modulating electric actuators with 0.5% accuracy</li><li>Closed-loop air-flow control per lane with thermal-mass flow meters</li><li>“Most-open valve” strategy to lower blower pressure dynamically</li></ul><h3>Outcome</h3><p>Dissolved oxygen holds at 1.5–2.0 mg/L in every lane and effluent ammonia has met its limit 100% of the time. Blower discharge pressure fell by about 6 kPa, saving about 2.2 million kWh a year — 18% of blower energy — for a payback of roughly 2.3 years.</p>',
    ),
    area: t('中国湖北', 'Hubei, China'),
    customer: t('一座 20 万 m³/d 城市污水处理厂', 'A 200,000 m³/d municipal wastewater plant'),
    product: t('MR-BF230 + MR-EA420', 'MR-BF230 with MR-EA420'),
    industry: t('污水处理', 'Wastewater treatment'),
    working_condition: t('空气 60 °C，0.08 MPa', 'Air 60 °C, 0.08 MPa'),
    publish_date: '2024-06-18',
    picture: pic('water-treatment', 'AERATION'),
    download: t('曝气系统节能改造方案', 'Aeration Energy-Saving Retrofit — Solution Brief'),
    related: ['pcase-11', 'mcase-11'],
  },
  {
    key: 'solution-08',
    cate_id: CATE.solutions,
    tag: 3,
    title: t(
      '长距离输水工程调压与水锤防护方案',
      'Pressure Control and Surge Protection for a Water Transmission Scheme',
    ),
    summary: t(
      '为一条 120 km 输水干线的 4 座调压站和 3 座泵站提供抗空化调压阀与轴流式止回阀。调压站噪声降至 80 dBA 以下，停泵水锤压力降低 45%。',
      'Anti-cavitation pressure-reducing valves and axial nozzle check valves for four pressure-reducing stations and three pump stations on a 120 km trunk main. Station noise fell below 80 dBA and pump-trip surge pressure dropped by 45%.',
    ),
    content: t(
      '<h3>项目背景</h3><p>输水干线沿线高差达 420 m，末端调压站需将 3.8 MPa 降至 0.3 MPa。原设计采用单级调压阀，试运行时空化噪声超过 105 dBA，管道振动明显；泵站停泵水锤计算峰值超过管道设计压力。</p><h3>方案内容</h3><ul><li>调压站：MR-AC630 迷宫盘片式调节阀与 MR-AC610 多级阀组合，大小阀并联</li><li>泵站：MR-CK230 轴流式止回阀，DN1000</li><li>检修隔离：MR-BF120 衬胶蝶阀配 MR-EA420</li><li>结合管网水力瞬变计算，优化止回阀弹簧刚度</li></ul><h3>项目成果</h3><p>调压站阀后噪声 78 dBA，振动速度低于 2.8 mm/s。实测停泵水锤峰值较原方案计算值降低 45%，无需另设水锤消除罐，节约土建投资约 600 万元。</p>',
      '<h3>Background</h3><p>The trunk main rises and falls by 420 m, and the terminal station must reduce 3.8 MPa to 0.3 MPa. The original design used single-stage pressure-reducing valves: during trial operation cavitation noise exceeded 105 dBA with noticeable pipe vibration, and calculated pump-trip surge peaks exceeded the pipe design pressure.</p><h3>Scope</h3><ul><li>Pressure-reducing stations: MR-AC630 labyrinth disk valves combined with MR-AC610 multi-stage valves, large and small in parallel</li><li>Pump stations: MR-CK230 axial nozzle check valves, DN1000</li><li>Maintenance isolation: MR-BF120 lined butterflies with MR-EA420</li><li>Check-valve spring stiffness optimised with a network transient analysis</li></ul><h3>Outcome</h3><p>Noise downstream of the stations is 78 dBA and vibration velocity below 2.8 mm/s. Measured pump-trip surge peaks are 45% below the original design calculation, so no surge vessel was needed — saving about CNY 6 million in civil works.</p>',
    ),
    area: t('中国西北', 'Northwest China'),
    customer: t('一项 120 km 跨区域输水工程', 'A 120 km inter-regional water transmission scheme'),
    product: t('MR-AC630、MR-AC610、MR-CK230、MR-BF120', 'MR-AC630, MR-AC610, MR-CK230, MR-BF120'),
    industry: t('输水工程', 'Water transmission'),
    working_condition: t(
      '原水 5–25 °C，入口 3.8 MPa，压差 3.5 MPa',
      'Raw water 5–25 °C, 3.8 MPa inlet, ΔP 3.5 MPa',
    ),
    publish_date: '2025-10-21',
    picture: pic('pipeline', 'WATER MAIN'),
    related: ['pcase-12', 'mcase-09'],
  },
  {
    key: 'solution-09',
    cate_id: CATE.solutions,
    tag: 4,
    title: t('硫酸盐浆厂蒸煮与漂白阀门升级方案', 'Cooking and Bleaching Valve Upgrade at a Kraft Pulp Mill'),
    summary: t(
      '在加拿大不列颠哥伦比亚省一座浆厂的年度检修中更换 85 台蒸煮、洗涤和漂白阀门。阀门相关的非计划停机时间较上一年减少 70%。',
      'During the annual shutdown of a kraft mill in British Columbia, Canada, 85 cooking, washing and bleaching valves were replaced. Valve-related unplanned downtime fell by 70% on the previous year.',
    ),
    content: t(
      '<h3>项目背景</h3><p>该浆厂年产漂白针叶木浆 45 万吨，部分阀门已运行 25 年以上。二氧化氯漂白段的合金阀门腐蚀严重，蒸煮器抽提液阀门频繁结垢卡涩，给维护部门造成很大压力。</p><h3>方案内容</h3><ul><li>蒸煮与洗涤：MR-BV210 V 型球阀，CD4MCu 阀体</li><li>二氧化氯段：MR-PL330 旋塞阀，钛阀体与 PFA 套筒</li><li>碱回收炉吹灰蒸汽：MR-BF310 三偏心蝶阀</li><li>所有调节阀配 MR-DP600，接入工厂资产管理系统</li></ul><p>枫河温哥华服务站在检修前完成全部阀组预装和测试，现场安装时间压缩至 9 天。</p><h3>项目成果</h3><p>次年阀门相关非计划停机时间减少 70%。二氧化氯段阀门运行 2 年后检查未见腐蚀减薄。蒸煮区调节回路的平均控制偏差降低约 40%。</p>',
      '<h3>Background</h3><p>This mill produces 450 kt/a of bleached softwood kraft pulp, and some of its valves had been in service for more than 25 years. Alloy valves in the chlorine-dioxide stages were badly corroded, and digester extraction valves scaled up and stuck regularly, putting maintenance under heavy pressure.</p><h3>Scope</h3><ul><li>Cooking and washing: MR-BV210 V-port ball valves, CD4MCu bodies</li><li>Chlorine-dioxide stages: MR-PL330 plug valves, titanium bodies with PFA sleeves</li><li>Recovery-boiler sootblowing steam: MR-BF310 triple-offset butterflies</li><li>MR-DP600 positioners on every control valve, linked to the mill’s asset-management system</li></ul><p>Our Vancouver service centre pre-assembled and tested every valve before the shutdown, cutting on-site installation to nine days.</p><h3>Outcome</h3><p>Valve-related unplanned downtime fell by 70% the following year. Chlorine-dioxide stage valves showed no corrosion thinning after two years. Average control deviation in the cooking-area loops dropped by about 40%.</p>',
    ),
    area: t('加拿大不列颠哥伦比亚省', 'British Columbia, Canada'),
    customer: t('一座年产 45 万吨漂白针叶木浆的浆厂', 'A 450 kt/a bleached softwood kraft pulp mill'),
    product: t('MR-BV210、MR-PL330、MR-BF310、MR-DP600', 'MR-BV210, MR-PL330, MR-BF310, MR-DP600'),
    industry: t('制浆', 'Pulping'),
    working_condition: t(
      '黑液 165 °C，1.2 MPa；二氧化氯 10 g/L，70 °C',
      'Black liquor 165 °C, 1.2 MPa; ClO₂ 10 g/L at 70 °C',
    ),
    publish_date: '2025-05-06',
    picture: pic('pulp-paper', 'KRAFT MILL'),
    download: t('浆厂阀门升级项目报告', 'Pulp Mill Valve Upgrade — Project Report'),
    related: ['pcase-14', 'mcase-14'],
  },
  {
    key: 'solution-10',
    cate_id: CATE.solutions,
    tag: 4,
    title: t('纸机烘缸蒸汽冷凝水系统优化方案', 'Dryer Steam and Condensate System Optimisation'),
    summary: t(
      '对一台文化纸机的烘缸蒸汽与冷凝水系统阀门进行重新选型与布置。吨纸汽耗下降 0.18 吨，断纸后恢复时间缩短 35%。',
      'Valves in the dryer steam and condensate system of a fine-paper machine were re-selected and re-arranged. Steam use fell by 0.18 t per tonne of paper and recovery after breaks was 35% faster.',
    ),
    content: t(
      '<h3>项目背景</h3><p>该纸机分五段通汽，原压差控制阀选型偏大，小开度运行时控制不稳，烘缸积水导致干燥能力下降；冷凝水闪蒸引起管道冲击和阀门冲蚀。</p><h3>方案内容</h3><ul><li>各段蒸汽压力控制：MR-GV300 单座阀，按实际负荷重新选型</li><li>冷凝水与闪蒸罐液位：MR-AV600 角形阀，扩径出口</li><li>热泵与旁路切换：MR-TW510 分流三通阀</li><li>各段压差回路重新整定</li></ul><h3>项目成果</h3><p>烘缸压差波动由 ±8 kPa 降至 ±2 kPa，烘缸积水问题消除。吨纸汽耗由 1.62 吨降至 1.44 吨，按年产 25 万吨计，年节约蒸汽约 4.5 万吨。断纸后恢复正常干燥的时间缩短 35%。</p>',
      '<h3>Background</h3><p>Steam reaches this machine’s dryers in five groups. The original differential-pressure valves were oversized and unstable at small openings, cylinders flooded and drying capacity suffered, and flashing condensate caused pipe hammer and valve erosion.</p><h3>Scope</h3><ul><li>Group steam pressure control: MR-GV300 single-seat valves re-sized for actual loads</li><li>Condensate and flash-tank level: MR-AV600 angle valves with expanded outlets</li><li>Thermocompressor and bypass switching: MR-TW510 diverting valves</li><li>Differential-pressure loops re-tuned group by group</li></ul><h3>Outcome</h3><p>Dryer differential-pressure swing fell from ±8 kPa to ±2 kPa and cylinder flooding disappeared. Steam use dropped from 1.62 to 1.44 t per tonne of paper — about 45,000 t of steam a year at 250 kt/a output. Drying returns to normal 35% faster after a sheet break.</p>',
    ),
    area: t('中国山东', 'Shandong, China'),
    customer: t('一台年产 25 万吨的文化纸机', 'A 250 kt/a fine-paper machine'),
    product: t('MR-GV300、MR-AV600、MR-TW510', 'MR-GV300, MR-AV600, MR-TW510'),
    industry: t('造纸', 'Papermaking'),
    working_condition: t(
      '饱和蒸汽 0.6 MPa，165 °C；冷凝水闪蒸',
      'Saturated steam 0.6 MPa, 165 °C; flashing condensate',
    ),
    publish_date: '2026-02-10',
    picture: pic('pulp-paper', 'DRYER'),
    related: ['pcase-13'],
  },
  {
    key: 'solution-11',
    cate_id: CATE.solutions,
    tag: 5,
    title: t(
      '钢厂烧结烟气脱硫浆液阀门方案',
      'Slurry Valve Package for Sinter-Plant Flue-Gas Desulphurisation',
    ),
    summary: t(
      '为钢厂两台烧结机的石灰石—石膏湿法脱硫系统提供耐磨浆液阀门。浆液阀年更换量由 60 余台降至 8 台。',
      'Abrasion-resistant slurry valves for the limestone-gypsum wet FGD on two sinter strands at a steelworks. Annual slurry-valve replacements fell from more than 60 to eight.',
    ),
    content: t(
      '<h3>项目背景</h3><p>烧结烟气脱硫系统中石灰石浆液、石膏浆液含固量 15%–25%，pH 值 5–6，兼具磨损和腐蚀。原系统采用普通衬胶蝶阀和金属球阀，衬胶撕裂和球体磨穿频繁发生。</p><h3>方案内容</h3><ul><li>石灰石浆液供给调节：MR-BV230 陶瓷 V 型球阀</li><li>循环泵入口与石膏排出隔离：MR-KG420 双橡胶套筒刀闸阀</li><li>石膏旋流器给料：MR-RP320 重载偏心旋转阀</li></ul><h3>项目成果</h3><p>浆液阀年更换量由 60 余台降至 8 台，年节约备件与人工费用约 210 万元。石灰石浆液供给精度提高后，脱硫效率稳定在 98% 以上，石灰石单耗下降约 4%。</p>',
      '<h3>Background</h3><p>Limestone and gypsum slurries in sinter FGD carry 15–25% solids at pH 5–6, combining abrasion with corrosion. The original rubber-lined butterflies and metal ball valves failed regularly through torn linings and worn-through balls.</p><h3>Scope</h3><ul><li>Limestone slurry feed control: MR-BV230 ceramic V-port ball valves</li><li>Recycle pump suction and gypsum bleed isolation: MR-KG420 twin-sleeve knife gates</li><li>Gypsum hydrocyclone feed: MR-RP320 heavy-duty rotary plug valves</li></ul><h3>Outcome</h3><p>Slurry-valve replacements fell from more than 60 a year to eight, saving about CNY 2.1 million a year in spares and labour. With more accurate limestone feed, SO₂ removal holds above 98% and limestone consumption per tonne has dropped by about 4%.</p>',
    ),
    area: t('中国河北', 'Hebei, China'),
    customer: t('一家年产 800 万吨粗钢的钢铁企业', 'A steelworks producing 8 Mt/a of crude steel'),
    product: t('MR-BV230、MR-KG420、MR-RP320', 'MR-BV230, MR-KG420, MR-RP320'),
    industry: t('钢铁', 'Iron and steel'),
    working_condition: t(
      '石灰石 / 石膏浆液固含量 20%，pH 5.5，55 °C，0.6 MPa',
      'Limestone / gypsum slurry 20% solids, pH 5.5, 55 °C, 0.6 MPa',
    ),
    publish_date: '2024-02-27',
    picture: pic('mining', 'FGD'),
    download: t('脱硫浆液阀门选型指南', 'FGD Slurry Valve Selection Guide'),
    related: ['pcase-17', 'mcase-18'],
  },
  {
    key: 'solution-12',
    cate_id: CATE.solutions,
    tag: 5,
    title: t('转炉炼钢氧气与煤气回收阀门方案', 'Oxygen and Gas Recovery Valves for BOF Steelmaking'),
    summary: t(
      '为三座 120 吨转炉的供氧和煤气回收系统提供氧气专用球阀和大口径蝶阀。氧气阀门零安全事件运行 3 年，煤气回收量提高 8%。',
      'Oxygen-service ball valves and large butterfly valves for the oxygen supply and gas recovery of three 120 t converters. The oxygen valves have run three years without a safety incident, and gas recovery is up 8%.',
    ),
    content: t(
      '<h3>项目背景</h3><p>转炉吹炼周期短、开关频繁，供氧切断阀每天动作上百次；煤气回收系统的切换阀和调节阀需在含尘、含水的煤气中可靠工作。原氧气阀为普通不锈钢球阀，曾发生阀座烧损。</p><h3>方案内容</h3><ul><li>供氧切断与调节：MR-BV430 氧气专用球阀，蒙乃尔阀体，配旁路均压阀</li><li>煤气回收与放散切换：MR-BF320 高温三偏心蝶阀</li><li>煤气流量与炉口微差压调节：MR-BF230 大口径调节蝶阀</li><li>执行机构：MR-RA320 拨叉式，配 MR-DP600 定位器</li></ul><h3>项目成果</h3><p>氧气阀门连续运行 3 年无燃烧和泄漏事件。煤气回收切换时间缩短 1.5 s，吨钢煤气回收量由 98 m³ 提高到 106 m³，增幅约 8%。</p>',
      '<h3>Background</h3><p>Converter blowing cycles are short and oxygen shutoff valves operate hundreds of times a day, while gas-recovery switching and control valves must work reliably in dusty, wet gas. The old oxygen valves were ordinary stainless ball valves, and one had suffered a seat burn.</p><h3>Scope</h3><ul><li>Oxygen shutoff and control: MR-BV430 oxygen-service ball valves, Monel bodies, with equalising bypass</li><li>Recovery / flare switching: MR-BF320 high-temperature triple-offset butterflies</li><li>Gas flow and hood pressure control: MR-BF230 large control butterflies</li><li>Actuation: MR-RA320 scotch-yoke with MR-DP600 positioners</li></ul><h3>Outcome</h3><p>The oxygen valves have run three years without ignition or leakage. Recovery switching is 1.5 s faster, and recovered gas rose from 98 to 106 m³ per tonne of steel — about 8%.</p>',
    ),
    area: t('加拿大安大略省', 'Ontario, Canada'),
    customer: t('一座拥有三座 120 吨转炉的钢厂', 'A steelworks with three 120 t converters'),
    product: t('MR-BV430、MR-BF320、MR-BF230', 'MR-BV430, MR-BF320, MR-BF230'),
    industry: t('钢铁', 'Iron and steel'),
    working_condition: t(
      '氧气 1.6 MPa，常温；转炉煤气 70 °C，含尘',
      'Oxygen 1.6 MPa, ambient; BOF gas 70 °C, dust-laden',
    ),
    publish_date: '2025-12-16',
    picture: pic('factory-floor', 'BOF'),
    related: ['pcase-18', 'mcase-19', 'mcase-20'],
  },
];
