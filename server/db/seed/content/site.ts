/**
 * Site-level demo content of Maple River Controls (枫河控制阀), a fictional control-valve maker:
 * fixed categories and pages, FAQ, manuals, videos, history, stories, gallery, about videos and
 * the site configuration. All names, addresses and contact data are fictional.
 */
import type { IconName, Picture, Scene, SeedCategory, SeedItem, SeedSiteConfig, Text } from '../types.js';
import { CATE } from '../../../../contract/constants.js';

const t = (zh: string, en: string): Text => ({ zh, en });
const pic = (scene: Scene, label?: string): Picture => (label ? { scene, label } : { scene });

/** Industry tags shared by cases, product applications and solutions (order matters: tag indices). */
const industryTags = (): Text[] => [
  t('电力', 'Power'),
  t('石油天然气', 'Oil & Gas'),
  t('化工', 'Chemical'),
  t('水务', 'Water'),
  t('造纸', 'Pulp & Paper'),
  t('矿山冶金', 'Mining & Metals'),
];

/** FAQ tags (indices used by `faqItems[].tag`). */
const FAQ = {
  selection: 0,
  installation: 1,
  operation: 2,
  maintenance: 3,
  actuators: 4,
  ordering: 5,
} as const;

const faqTags: Text[] = [
  t('选型与计算', 'Selection & Sizing'),
  t('安装', 'Installation'),
  t('运行', 'Operation'),
  t('维护保养', 'Maintenance'),
  t('执行机构与定位器', 'Actuators & Positioners'),
  t('订购与交付', 'Ordering & Delivery'),
];

/* ------------------------------------------------------------------------------------------------
 * Service pages
 * ---------------------------------------------------------------------------------------------- */

interface ServicePage {
  id: number;
  sort: number;
  icon: IconName;
  image: Picture;
  images?: Picture[];
  cate_name: Text;
  title: Text;
  summary: Text;
  content: Text;
}

const servicePages: ServicePage[] = [
  {
    id: CATE.serviceBaseMaintenance,
    sort: 1,
    icon: 'wrench',
    image: pic('workshop-repair', 'SERVICE CENTER'),
    cate_name: t('基地维修', 'Base Maintenance'),
    title: t('服务中心基地维修', 'Base Maintenance at Our Service Center'),
    summary: t(
      '在常州服务中心对控制阀、执行机构和定位器进行拆检、修复、测试和出厂认证，修复后的产品按新阀标准进行压力与泄漏试验。',
      'Valves, actuators and positioners are dismantled, repaired, tested and certified at our Changzhou service center, with repaired units pressure- and leak-tested to new-valve standards.',
    ),
    content: t(
      `<p>枫河控制阀常州服务中心配备专用拆装工位、研磨与堆焊设备以及完整的压力试验台，可承接 DN15 至 DN1200、压力等级 150# 至 2500# 的各类控制阀整机大修。</p>
<p>每台送修阀门在入厂时均建立独立档案：记录铭牌信息、外观状态和拆检前的泄漏量，拆解后对阀芯、阀座、套筒、阀杆和填料函逐项测量并拍照，形成书面检验报告，经用户确认后再实施修复。</p>
<h3>标准大修流程</h3>
<ul>
<li>入厂检验与拆检前测试</li>
<li>清洗、无损检测及关键尺寸测量</li>
<li>阀内件修复或更换、阀座研磨、密封面堆焊</li>
<li>更换填料、垫片及执行机构膜片或密封件</li>
<li>壳体强度试验、阀座泄漏试验及行程校验</li>
<li>涂装、包装并出具完整的维修与试验报告</li>
</ul>
<p>对于机组检修期内的批量送修，我们可安排专人驻厂排产并按检修计划分批交付，帮助用户缩短停机窗口。</p>`,
      `<p>The Maple River Controls service center in Changzhou is equipped with dedicated overhaul bays, lapping and hard-facing equipment and a complete pressure test bench. It handles complete overhauls of control valves from DN15 to DN1200 in pressure classes 150# to 2500#.</p>
<p>Every valve received is given its own record: nameplate data, external condition and as-found seat leakage are documented on arrival. After dismantling, plug, seat, cage, stem and packing box are measured and photographed, and a written inspection report is issued for the customer's approval before any repair begins.</p>
<h3>Standard overhaul sequence</h3>
<ul>
<li>Incoming inspection and as-found testing</li>
<li>Cleaning, non-destructive examination and critical dimension checks</li>
<li>Trim repair or replacement, seat lapping and hard-facing of sealing surfaces</li>
<li>New packing, gaskets and actuator diaphragms or seals</li>
<li>Shell test, seat leakage test and stroke calibration</li>
<li>Painting, packing and a complete repair and test report</li>
</ul>
<p>For batches of valves sent in during a unit outage, a dedicated coordinator schedules the work and ships valves back in lots that follow the outage plan, helping to shorten the shutdown window.</p>`,
    ),
  },
  {
    id: CATE.serviceOnlineMaintenance,
    sort: 2,
    icon: 'headset',
    image: pic('field-service', 'ON-SITE'),
    cate_name: t('在线维护', 'Online Maintenance'),
    title: t('现场与在线维护服务', 'On-Site and Online Maintenance'),
    summary: t(
      '服务工程师在用户现场开展不停机检查、调校和故障处理，并可通过远程诊断平台持续跟踪关键阀门状态；紧急需求承诺 8 小时内到达现场。',
      'Service engineers inspect, tune and troubleshoot valves in service at your plant, and our remote diagnostics platform keeps critical valves under watch; for urgent requests we commit to be on site within 8 hours.',
    ),
    content: t(
      `<p>许多控制阀问题无需停机即可定位和处理。枫河服务工程师携带便携式诊断设备到达现场，在装置运行状态下完成定位器调校、填料紧固与补充、执行机构气路检查和回路响应测试。</p>
<p>对于接入 HART 或现场总线的智能定位器，我们可通过远程诊断平台定期读取行程偏差、摩擦力、供气压力和累计行程等数据，提前发现性能劣化趋势，并在计划检修前给出维修建议清单。</p>
<p>在服务覆盖区域内，紧急故障请求经确认后，服务工程师将在 8 小时内到达现场。24 小时服务热线：400-865-1965。</p>
<p>在线维护可按单次服务提供，也可签订年度服务协议，协议内容包括定期巡检、关键阀门诊断报告和备件优先保障。</p>`,
      `<p>Many control-valve problems can be located and corrected without a shutdown. Maple River service engineers bring portable diagnostic equipment to site and, with the unit running, calibrate positioners, adjust or add packing, check actuator air circuits and perform loop response tests.</p>
<p>For smart positioners connected via HART or fieldbus, our remote diagnostics platform periodically reads travel deviation, friction, supply pressure and accumulated travel. Performance trends are detected early, and a recommended repair list is issued before the next planned outage.</p>
<p>Within our covered service regions, a service engineer will be on site within 8 hours of a confirmed urgent request. 24-hour service hotline: 400-865-1965.</p>
<p>Online maintenance is available as a single call-out or under an annual service agreement that includes scheduled inspections, diagnostic reports for critical valves and priority access to spare parts.</p>`,
    ),
  },
  {
    id: CATE.serviceSpareParts,
    sort: 3,
    icon: 'gear-box',
    image: pic('warehouse', 'SPARE PARTS'),
    cate_name: t('备件供应', 'Spare Parts Supply'),
    title: t('原厂备件快速供应', 'Fast Supply of Genuine Spare Parts'),
    summary: t(
      '备件库存覆盖 150# 至 2500# 压力等级，95% 的常用备件可在 24 小时内发货。',
      'Our spare-parts stock covers pressure classes 150# to 2500#, and 95% of common parts are shipped within 24 hours.',
    ),
    content: t(
      `<p>备件能否及时到位，直接决定检修工期。枫河控制阀在常州总部设有专用备件仓库，库存覆盖 150# 至 2500# 各压力等级的常用阀内件、填料组件、垫片、膜片、弹簧及定位器模块。</p>
<p>95% 的常用备件可在确认订单后 24 小时内发货。每个备件均附有原厂标识与材质证明，可按阀门序列号追溯至原始设计图纸与材料炉批号，确保替换件与原阀完全匹配。</p>
<h3>备件服务内容</h3>
<ul>
<li>按阀门序列号核对备件清单，避免错订</li>
<li>根据装置阀门台账推荐两年运行备件与检修备件</li>
<li>为用户建立寄售库存，关键备件现场可取</li>
<li>停产型号的逆向测绘与替代件制造</li>
</ul>
<p>如需备件报价，请提供阀门铭牌上的型号与序列号，发送至 parts@mapleriver-controls.example。</p>`,
      `<p>Whether spare parts arrive on time often decides how long an outage lasts. Maple River Controls runs a dedicated spare-parts warehouse at its Changzhou headquarters, stocking common trim sets, packing kits, gaskets, diaphragms, springs and positioner modules for pressure classes 150# to 2500#.</p>
<p>95% of common parts are shipped within 24 hours of order confirmation. Every part carries original-manufacturer marking and a material certificate, and can be traced by valve serial number to the original design drawings and material heat numbers, so replacement parts match the installed valve exactly.</p>
<h3>What the spare-parts service includes</h3>
<ul>
<li>Parts lists checked against the valve serial number to avoid ordering errors</li>
<li>Recommended two-year operating spares and outage spares based on your valve register</li>
<li>Consignment stock at your plant for critical parts</li>
<li>Reverse engineering and manufacture of replacement parts for discontinued models</li>
</ul>
<p>For a spare-parts quotation, send the model and serial number from the valve nameplate to parts@mapleriver-controls.example.</p>`,
    ),
  },
  {
    id: CATE.serviceUpgrading,
    sort: 4,
    icon: 'upgrade',
    image: pic('control-valve-assembly', 'RETROFIT'),
    cate_name: t('升级改造', 'Upgrading & Reconstruction'),
    title: t('老旧阀门升级改造', 'Upgrading and Reconstruction of Installed Valves'),
    summary: t(
      '通过更换阀内件、执行机构和智能定位器，让在役阀门适应新的工况与控制要求；升级部件提供 12 个月质保。',
      'New trim, actuators and smart positioners adapt installed valves to new process conditions and control requirements; upgraded parts carry a 12-month warranty.',
    ),
    content: t(
      `<p>装置扩能、工艺调整或节能改造之后，原有控制阀往往出现流通能力不足、噪声与汽蚀加剧或调节精度下降等问题。与整阀更换相比，保留阀体、只升级关键部件通常可以节省大量费用，并避免管道改动。</p>
<p>枫河工程师首先根据新工况重新进行流量计算与噪声、汽蚀评估，再提出改造方案：更换降噪或多级防汽蚀阀内件、调整流量特性、升级执行机构推力，或将传统气动定位器更换为具备诊断功能的智能定位器。</p>
<p>改造可在我公司服务中心或用户现场完成。改造后的阀门按新阀标准完成压力试验、泄漏试验和行程特性测试，并提供完整的改造记录。</p>
<p>所有升级改造部件自投用之日起提供 12 个月质保。</p>`,
      `<p>After a capacity increase, process change or energy-saving project, existing control valves often show insufficient capacity, increased noise and cavitation, or reduced control accuracy. Compared with replacing the whole valve, keeping the body and upgrading key components usually saves a large share of the cost and avoids piping modifications.</p>
<p>Maple River engineers first recalculate sizing, noise and cavitation for the new operating conditions, then propose the retrofit: low-noise or multi-stage anti-cavitation trim, a modified flow characteristic, a higher-thrust actuator, or replacement of conventional pneumatic positioners with smart positioners that provide diagnostics.</p>
<p>The work can be carried out at our service center or at your plant. Upgraded valves pass the same shell, seat leakage and travel characteristic tests as new valves, and are delivered with a complete retrofit record.</p>
<p>All upgraded parts carry a 12-month warranty from the date of commissioning.</p>`,
    ),
  },
  {
    id: CATE.serviceDiagnostic,
    sort: 5,
    icon: 'gauge',
    image: pic('test-bench', 'DIAGNOSTICS'),
    images: [
      pic('test-bench', 'SIGNATURE TEST'),
      pic('positioner', 'HART DIAGNOSTICS'),
      pic('field-service', 'FIELD TEST'),
      pic('laboratory', 'DATA ANALYSIS'),
    ],
    cate_name: t('诊断测试', 'Diagnostic Test'),
    title: t('控制阀诊断测试', 'Control Valve Diagnostic Testing'),
    summary: t(
      '以数据判断阀门真实状态：通过特征曲线、阶跃响应和泄漏测试找出性能偏差，决定哪些阀门需要检修、哪些可以继续运行。',
      'Know the real condition of your valves: signature, step-response and leakage tests reveal performance deviations and show which valves need overhaul and which can stay in service.',
    ),
    content: t(
      `<p>检修期有限，逐台拆检既不经济也无必要。枫河诊断测试服务在检修前或运行中采集阀门性能数据，帮助用户把检修资源集中在真正需要的阀门上。</p>
<p>测试可在线进行（借助智能定位器或临时安装的压力与位移传感器），也可在服务中心试验台上完成。每次测试均出具报告，列明测得数据、与出厂基准的对比以及维修建议。</p>
<h3>诊断服务项目</h3>
<ol>
<li>阀门特征曲线测试（执行机构压力—行程曲线）</li>
<li>阶跃响应与死区测试</li>
<li>摩擦力与粘滞分析</li>
<li>执行机构弹簧范围与预紧力校核</li>
<li>阀座泄漏测试</li>
<li>部分行程测试（安全切断阀）</li>
<li>智能定位器校准与诊断数据解读</li>
<li>声学泄漏检测与阀内件磨损评估</li>
</ol>
<p>诊断结果可导入用户的设备管理系统，作为下一次检修计划的依据。</p>`,
      `<p>Outage windows are short, and dismantling every valve is neither economical nor necessary. Maple River diagnostic testing collects valve performance data before an outage or during operation, so maintenance resources go to the valves that really need them.</p>
<p>Tests can be run online, using smart positioners or temporarily mounted pressure and travel sensors, or on the test bench at our service center. Each test ends with a report listing the measured data, a comparison with the factory baseline and our repair recommendations.</p>
<h3>Diagnostic services</h3>
<ol>
<li>Valve signature test (actuator pressure versus travel)</li>
<li>Step response and dead band test</li>
<li>Friction and stick-slip analysis</li>
<li>Actuator spring range and bench set verification</li>
<li>Seat leakage test</li>
<li>Partial stroke test for emergency shutdown valves</li>
<li>Smart positioner calibration and interpretation of diagnostic data</li>
<li>Acoustic leak detection and trim wear assessment</li>
</ol>
<p>Results can be imported into your asset management system as the basis for the next maintenance plan.</p>`,
    ),
  },
  {
    id: CATE.serviceTraining,
    sort: 6,
    icon: 'graduation',
    image: pic('training-room', 'TRAINING CENTER'),
    cate_name: t('技术培训', 'Technical Training'),
    title: t('控制阀技术培训', 'Control Valve Technical Training'),
    summary: t(
      '面向仪表、维修和工艺工程师的理论与实操培训，可在常州培训中心或用户现场举办。',
      'Classroom and hands-on training for instrument, maintenance and process engineers, held at our Changzhou training center or at your site.',
    ),
    content: t(
      `<p>控制阀的长期可靠运行离不开懂原理、会维护的现场团队。枫河培训中心配备剖面阀门、可拆装教学阀和带智能定位器的演示回路，学员可以在真实设备上动手练习。</p>
<h3>常设课程</h3>
<ul>
<li>控制阀基础：结构、流量特性与泄漏等级</li>
<li>控制阀选型与计算：流量系数、汽蚀与噪声</li>
<li>拆装与维修实操：填料更换、阀座研磨与行程调整</li>
<li>智能定位器调试与诊断数据应用</li>
<li>执行机构选型与安全切断阀的部分行程测试</li>
</ul>
<p>标准课程为 2 至 5 天，每期不超过 12 名学员，结业考核合格者获颁培训证书。我们也可根据装置阀门台账定制课程内容。</p>
<p>培训报名与咨询：training@mapleriver-controls.example。</p>`,
      `<p>Reliable long-term valve performance depends on site teams who understand how valves work and how to maintain them. The Maple River training center is equipped with cut-away valves, teaching valves for assembly practice and a demonstration loop with smart positioners, so participants practise on real equipment.</p>
<h3>Regular courses</h3>
<ul>
<li>Control valve fundamentals: construction, flow characteristics and leakage classes</li>
<li>Control valve selection and sizing: flow coefficient, cavitation and noise</li>
<li>Hands-on maintenance: repacking, seat lapping and travel adjustment</li>
<li>Smart positioner commissioning and use of diagnostic data</li>
<li>Actuator selection and partial stroke testing of shutdown valves</li>
</ul>
<p>Standard courses last 2 to 5 days with no more than 12 participants. Participants who pass the final assessment receive a training certificate. Course content can also be tailored to the valves installed at your plant.</p>
<p>Enrolment and enquiries: training@mapleriver-controls.example.</p>`,
    ),
  },
];

/* ------------------------------------------------------------------------------------------------
 * Categories
 * ---------------------------------------------------------------------------------------------- */

export const categories: SeedCategory[] = [
  {
    id: CATE.productCenterSummary,
    parent_id: 0,
    kind: 'page',
    sort: 1,
    cate_name: t('产品中心', 'Product Center'),
    title: t('控制阀、执行机构与定位器', 'Control Valves, Actuators and Positioners'),
    summary: t(
      '枫河控制阀提供覆盖 DN15 至 DN1200、压力等级 150# 至 2500# 的直行程与角行程控制阀，以及配套的气动、电动执行机构和智能定位器。每一台阀门都按具体工况计算选型，并在出厂前完成压力、泄漏与行程测试。',
      'Maple River Controls supplies linear and rotary control valves from DN15 to DN1200 in pressure classes 150# to 2500#, together with matching pneumatic and electric actuators and smart positioners. Every valve is sized for its actual service conditions and is pressure-, leak- and stroke-tested before it leaves the factory.',
    ),
    content: t(
      `<p>我们的产品体系由三部分组成：<strong>控制阀</strong>（单座与套筒式直通阀、多级防汽蚀阀、高性能与三偏心蝶阀、V 型球阀、偏心旋转阀和隔膜阀），<strong>执行机构</strong>（气动薄膜、气动活塞与电动执行机构），以及<strong>智能定位器</strong>（支持 4–20 mA/HART、FOUNDATION Fieldbus 与 PROFIBUS PA）。</p>
<p>针对高压差、闪蒸、汽蚀、高噪声和含颗粒介质等苛刻工况，我们在公司内部完成阀内件设计，并在自有流量试验回路上验证流量系数与噪声预测结果。</p>
<p>请按类别浏览产品，或将工艺参数发送至 sales@mapleriver-controls.example，由应用工程师为您免费完成选型计算。</p>`,
      `<p>Our range has three parts: <strong>control valves</strong> (single-seat and cage-guided globe valves, multi-stage anti-cavitation valves, high-performance and triple-offset butterfly valves, V-port ball valves, eccentric plug valves and diaphragm valves), <strong>actuators</strong> (pneumatic diaphragm, pneumatic piston and electric), and <strong>smart positioners</strong> (4–20 mA/HART, FOUNDATION Fieldbus and PROFIBUS PA).</p>
<p>For severe service, including high pressure drop, flashing, cavitation, high noise and media carrying solids, trim is designed in-house and flow coefficients and noise predictions are verified on our own flow test loop.</p>
<p>Browse the range by category, or send your process data to sales@mapleriver-controls.example and an application engineer will size the valve for you free of charge.</p>`,
    ),
    image: pic('control-valve-assembly', 'MR SERIES'),
  },
  {
    id: CATE.productRoot,
    parent_id: 0,
    kind: 'product',
    sort: 2,
    cate_name: t('产品', 'Products'),
    summary: t(
      '控制阀、执行机构、智能定位器及改造用阀门。',
      'Control valves, actuators, smart positioners and retrofit valves.',
    ),
  },
  {
    id: CATE.applicationRoot,
    parent_id: 0,
    kind: 'application',
    sort: 3,
    cate_name: t('应用领域', 'Application Area'),
    summary: t(
      '从电站给水调节到矿浆输送，枫河控制阀在六大流程工业中承担关键控制任务。按应用领域查看推荐产品、行业经验与解决方案。',
      'From boiler feedwater control to slurry transport, Maple River valves perform critical control duties in six process industries. Browse each application area for recommended products, industry experience and solutions.',
    ),
    image: pic('power-plant'),
  },
  {
    id: CATE.productApplications,
    parent_id: 0,
    kind: 'list',
    sort: 4,
    cate_name: t('产品应用', 'Product Applications'),
    summary: t(
      '典型工况下的产品配置与选型要点。',
      'Product configurations and selection notes for typical service conditions.',
    ),
    tags: industryTags(),
  },
  {
    id: CATE.solutions,
    parent_id: 0,
    kind: 'list',
    sort: 5,
    cate_name: t('解决方案', 'Solutions'),
    summary: t(
      '面向工艺单元的控制阀整体方案，涵盖选型、配套、调试与服务。',
      'Complete control-valve packages for process units, covering selection, accessories, commissioning and service.',
    ),
    tags: industryTags(),
  },
  {
    id: CATE.industries,
    parent_id: 0,
    kind: 'list',
    sort: 6,
    cate_name: t('行业应用', 'Industries'),
    summary: t(
      '我们服务的行业及其控制阀应用特点。',
      'The industries we serve and what their control-valve applications demand.',
    ),
  },
  {
    id: CATE.cases,
    parent_id: 0,
    kind: 'list',
    sort: 7,
    cate_name: t('案例中心', 'Cases'),
    summary: t(
      '来自各行业现场的产品应用与维修服务案例。',
      'Product and maintenance cases from plants across our industries.',
    ),
    tags: industryTags(),
  },
  {
    id: CATE.productCases,
    parent_id: CATE.cases,
    kind: 'list',
    sort: 1,
    cate_name: t('产品案例', 'Product Cases'),
    summary: t(
      '新建与改扩建项目中的控制阀供货案例。',
      'Control-valve supply for new-build and expansion projects.',
    ),
    tags: industryTags(),
  },
  {
    id: CATE.maintenanceCases,
    parent_id: CATE.cases,
    kind: 'list',
    sort: 2,
    cate_name: t('维修案例', 'Maintenance Cases'),
    summary: t('大修、诊断与升级改造的服务案例。', 'Overhaul, diagnostic and upgrade service cases.'),
    tags: industryTags(),
  },
  {
    id: CATE.newsAll,
    parent_id: 0,
    kind: 'list',
    sort: 8,
    cate_name: t('新闻中心', 'News'),
    summary: t('枫河控制阀的最新动态。', 'The latest from Maple River Controls.'),
  },
  {
    id: CATE.newsCompany,
    parent_id: CATE.newsAll,
    kind: 'list',
    sort: 1,
    cate_name: t('公司新闻', 'Company News'),
  },
  {
    id: CATE.newsIndustry,
    parent_id: CATE.newsAll,
    kind: 'list',
    sort: 2,
    cate_name: t('行业资讯', 'Industry News'),
  },
  {
    id: CATE.newsEvents,
    parent_id: CATE.newsAll,
    kind: 'list',
    sort: 3,
    cate_name: t('展会活动', 'Exhibitions & Events'),
  },
  {
    id: CATE.newsTechnical,
    parent_id: CATE.newsAll,
    kind: 'list',
    sort: 4,
    cate_name: t('技术文章', 'Technical Articles'),
  },
  {
    id: CATE.manuals,
    parent_id: 0,
    kind: 'list',
    sort: 9,
    cate_name: t('产品手册', 'Manuals'),
    summary: t(
      '安装、使用与维护手册及选型指南下载。',
      'Installation, operation and maintenance manuals and selection guides for download.',
    ),
  },
  {
    id: CATE.videos,
    parent_id: 0,
    kind: 'list',
    sort: 10,
    cate_name: t('视频中心', 'Videos'),
    summary: t(
      '产品介绍、安装调试与维护操作视频。',
      'Product introductions, commissioning and maintenance videos.',
    ),
  },
  {
    id: CATE.faq,
    parent_id: 0,
    kind: 'list',
    sort: 11,
    cate_name: t('常见问题', 'FAQ'),
    summary: t(
      '关于选型、安装、运行、维护和订货的常见问题解答。',
      'Answers to common questions about selection, installation, operation, maintenance and ordering.',
    ),
    tags: faqTags,
  },
  ...servicePages.map((s): SeedCategory => ({
    id: s.id,
    parent_id: 0,
    kind: 'page',
    sort: 11 + s.sort,
    cate_name: s.cate_name,
    title: s.title,
    summary: s.summary,
    content: s.content,
    icon: s.icon,
    image: s.image,
    ...(s.images ? { images: s.images } : {}),
  })),
  {
    id: CATE.pageAbout,
    parent_id: 0,
    kind: 'page',
    sort: 20,
    cate_name: t('关于我们', 'About Us'),
    title: t('枫河控制阀：六十年专注流量控制', 'Maple River Controls: Sixty Years of Flow Control'),
    summary: t(
      '枫河控制阀创立于 1965 年，是一家中加合资企业，专业从事控制阀、执行机构与定位器的研发制造，并为电力、石油天然气、化工、水务、造纸和矿山冶金行业提供维修与升级改造服务。',
      'Founded in 1965, Maple River Controls is a Sino-Canadian joint venture that designs and manufactures control valves, actuators and positioners, and provides maintenance and upgrade services to the power, oil & gas, chemical, water, pulp & paper and mining & metals industries.',
    ),
    content: t(
      `<p>枫河控制阀有限公司专业从事控制阀、执行机构和定位器的设计、制造与服务，产品应用于流量控制直接关系到安全与能效的流程工业。公司总部位于江苏常州，客户遍及国内外电力、石油天然气、化工、水务、造纸及矿山冶金行业。</p>
<p>公司的历史始于 1965 年。当年，枫河岸边一家小型阀门厂开始为周边电厂生产手动截止阀和闸阀。1992 年，工厂与一家加拿大流量控制企业组建合资公司，引入现代控制阀设计方法、噪声与汽蚀预测技术，以及以可追溯试验为核心的质量体系。六十年后的今天，枫河控制阀依然是一家中加合资企业，将北美工程实践与本地化的快速制造和服务结合在一起。</p>
<p>产品涵盖 DN15 至 DN1200、压力等级 150# 至 2500# 的直通单座、套筒、蝶式、球式、偏心旋转和隔膜控制阀，以及气动薄膜、气动活塞、电动执行机构和 HART/现场总线智能定位器。多级防汽蚀、低噪声套筒和耐冲蚀硬化阀内件等苛刻工况方案均由公司自主设计，并在自有流量试验回路上验证。</p>
<p>服务是公司业务的第二支柱。我们的工程师提供基地维修、现场与在线维护、诊断测试、备件供应、老旧阀门升级改造和技术培训。95% 的常用备件可在 24 小时内发货；在服务覆盖区域内，紧急需求承诺 8 小时内到达现场。</p>
<p>公司质量、环境和职业健康安全管理体系分别通过 ISO 9001、ISO 14001 和 ISO 45001 认证。每台阀门出厂前均完成壳体强度试验和阀座泄漏试验，试验记录在产品整个寿命期内保存，任何一台阀门都可以追溯到材料炉批号、加工记录和试验结果。</p>
<p>目前，超过 860 家客户的约 960 个项目中运行着 80000 余台枫河产品，99% 的受访客户对我们的产品和服务给予好评。我们始终坚持一个朴素的原则：控制阀就应当年复一年、准确地执行控制回路的每一条指令。</p>`,
      `<p>Maple River Controls Co., Ltd. designs, manufactures and services control valves, actuators and positioners for process industries where flow control is critical to safety and efficiency. Headquartered in Changzhou, Jiangsu, the company serves power, oil & gas, chemical, water, pulp & paper and mining & metals customers in China and overseas.</p>
<p>Our history began in 1965, when a small valve works on the banks of the Fenghe River started producing manual globe and gate valves for nearby power stations. In 1992 the works formed a joint venture with a Canadian flow-control company, bringing in modern control-valve design methods, noise and cavitation prediction, and a quality system built around traceable testing. Sixty years on, Maple River Controls remains a Sino-Canadian joint venture that combines North American engineering practice with fast local manufacturing and service.</p>
<p>The product range covers globe, cage-guided, butterfly, ball, eccentric plug and diaphragm control valves from DN15 to DN1200 in pressure classes 150# to 2500#, together with pneumatic diaphragm, pneumatic piston and electric actuators and HART/fieldbus smart positioners. Severe-service solutions, including multi-stage anti-cavitation, low-noise cage and hardened trim for erosive media, are engineered in-house and verified on our own flow test loop.</p>
<p>Service is the second pillar of the business. Our engineers provide base maintenance, on-site and online maintenance, diagnostic testing, spare parts, upgrading of installed valves and technical training. 95% of common spare parts are shipped within 24 hours, and within our covered service regions we commit to be on site within 8 hours of an urgent request.</p>
<p>Quality, environmental and occupational health and safety management are certified to ISO 9001, ISO 14001 and ISO 45001. Every valve is shell-tested and seat-leakage tested before shipment, and test records are kept for the life of the product, so any valve can be traced back to its material heat numbers, machining records and test results.</p>
<p>Today more than 80,000 Maple River units are in service in some 960 projects for more than 860 customers, and 99% of surveyed customers rate our products and service as good. We hold to one simple principle: a control valve should carry out every command of its control loop, accurately, year after year.</p>`,
    ),
    image: pic('office-building', 'MAPLE RIVER'),
  },
  {
    id: CATE.pageAbility,
    parent_id: 0,
    kind: 'page',
    sort: 21,
    cate_name: t('研发制造能力', 'Capabilities'),
    title: t('研发、加工与试验能力', 'R&D, Machining and Testing Capabilities'),
    summary: t(
      '从流道设计、精密加工到全流程试验，关键工序均在常州工厂内完成。',
      'From flow-path design to precision machining and full testing, every critical step is carried out in our Changzhou plant.',
    ),
    content: t(
      `<h3>研发</h3>
<p>技术中心拥有 60 余名工程师，负责阀体流道、阀内件和执行机构的设计。我们利用计算流体力学分析流场与压力恢复，结合 IEC 60534 系列标准进行流量系数、噪声和汽蚀预测，新结构在定型前必须在流量试验回路上通过实测验证。</p>
<h3>机械加工</h3>
<p>加工车间配备数控车削中心、五轴加工中心、深孔钻床和大型立式车床，可加工最大 DN1200 的阀体。阀芯与阀座密封面采用等离子堆焊或激光熔覆硬质合金，并经精密磨削和研磨，保证阀门长期保持所要求的泄漏等级。</p>
<h3>试验</h3>
<p>试验中心可完成壳体强度与阀座泄漏试验、按 ISO 15848-1 的逸散性排放试验、低温试验、执行机构推力与寿命试验，以及按 IEC 60534-2-3 的流量系数测试。流量试验回路水流量最高可达每小时 1500 立方米。</p>
<h3>装配与调试</h3>
<p>每台控制阀在出厂前均与执行机构和定位器整体装配，完成行程校准、特征曲线测试和全套功能检查，用户可申请现场见证。</p>`,
      `<h3>Research and development</h3>
<p>Our technology center employs more than 60 engineers responsible for body flow paths, trim and actuator design. Computational fluid dynamics is used to study flow fields and pressure recovery, and flow coefficient, noise and cavitation are predicted according to the IEC 60534 series. Every new design must be verified by measurement on our flow test loop before release.</p>
<h3>Machining</h3>
<p>The machining hall is equipped with CNC turning centers, five-axis machining centers, deep-hole drilling machines and large vertical lathes, with capacity for bodies up to DN1200. Plug and seat sealing surfaces are hard-faced by plasma transferred arc or laser cladding, then precision ground and lapped, so valves keep their specified leakage class over a long service life.</p>
<h3>Testing</h3>
<p>The test center performs shell and seat leakage tests, fugitive emission tests to ISO 15848-1, cryogenic tests, actuator thrust and endurance tests, and flow coefficient tests to IEC 60534-2-3. The flow test loop delivers water flow rates of up to 1,500 m³/h.</p>
<h3>Assembly and commissioning</h3>
<p>Before shipment every control valve is assembled with its actuator and positioner, stroke-calibrated, signature-tested and fully function-checked. Customers are welcome to witness the tests.</p>`,
    ),
    image: pic('factory-floor', 'MACHINING'),
    images: [
      pic('laboratory', 'R&D CENTER'),
      pic('factory-floor', 'CNC HALL'),
      pic('test-bench', 'FLOW LOOP'),
      pic('workshop-repair', 'ASSEMBLY'),
    ],
  },
  {
    id: CATE.pageQuality,
    parent_id: 0,
    kind: 'page',
    sort: 22,
    cate_name: t('质量保证', 'Quality Assurance'),
    title: t('可追溯的质量保证体系', 'A Traceable Quality Assurance System'),
    summary: t(
      '从原材料入厂到成品出厂，每一道检验都有记录，每一台阀门都可追溯。',
      'From incoming material to finished valve, every inspection is recorded and every valve is traceable.',
    ),
    content: t(
      `<p>枫河控制阀的质量管理体系通过 ISO 9001 认证，覆盖设计、采购、制造、试验和服务全过程。质量部门独立于生产部门，拥有对不合格品的最终判定权。</p>
<h3>原材料控制</h3>
<p>铸件、锻件和棒料均来自经过审核的合格供方，入厂后核对材质证明，并对承压件和阀内件进行光谱成分分析（PMI）。关键承压铸件按要求进行射线或超声检测。</p>
<h3>过程检验</h3>
<p>关键尺寸由三坐标测量机检测，密封面硬度和堆焊层质量逐件检验，表面缺陷采用渗透或磁粉检测。每道工序的检验结果均记录在随件流转的工艺卡上。</p>
<h3>出厂试验</h3>
<ul>
<li>壳体强度试验与上密封试验</li>
<li>阀座泄漏试验，按 ANSI/FCI 70-2 或 IEC 60534-4 判定泄漏等级</li>
<li>填料密封与逸散性排放检查</li>
<li>行程、死区与特征曲线测试</li>
</ul>
<p>所有检验和试验记录与阀门序列号关联并长期保存，可随时为用户提供完整的质量文件包。</p>`,
      `<p>The Maple River quality management system is certified to ISO 9001 and covers design, purchasing, manufacturing, testing and service. The quality department is independent of production and has the final say on any nonconforming product.</p>
<h3>Material control</h3>
<p>Castings, forgings and bar stock come only from audited approved suppliers. On arrival, material certificates are checked and pressure-retaining parts and trim are verified by positive material identification (PMI). Critical pressure-retaining castings receive radiographic or ultrasonic examination where required.</p>
<h3>In-process inspection</h3>
<p>Critical dimensions are checked on a coordinate measuring machine, hardness and hard-facing quality of sealing surfaces are inspected piece by piece, and surface defects are detected by dye-penetrant or magnetic-particle testing. Every result is recorded on the route card that travels with the part.</p>
<h3>Final testing</h3>
<ul>
<li>Shell test and backseat test</li>
<li>Seat leakage test, with leakage class assessed to ANSI/FCI 70-2 or IEC 60534-4</li>
<li>Packing tightness and fugitive emission check</li>
<li>Travel, dead band and signature tests</li>
</ul>
<p>All inspection and test records are linked to the valve serial number and archived, so a complete quality dossier can be provided for any valve at any time.</p>`,
    ),
    image: pic('laboratory', 'QA LAB'),
    images: [
      pic('laboratory', 'PMI CHECK'),
      pic('test-bench', 'SEAT LEAKAGE'),
      pic('certificate', 'ISO 9001'),
      pic('factory-floor', 'CMM ROOM'),
    ],
  },
  {
    id: CATE.pageSustainability,
    parent_id: 0,
    kind: 'page',
    sort: 23,
    cate_name: t('可持续发展', 'Sustainability'),
    title: t('让流程工业更高效、更清洁', 'Helping Process Industries Run Cleaner and More Efficiently'),
    summary: t(
      '低泄漏产品、再制造服务与绿色工厂，是我们履行环境责任的三种方式。',
      'Low-emission products, remanufacturing services and a greener factory are the three ways we meet our environmental responsibility.',
    ),
    content: t(
      `<p>控制阀虽小，却影响着整个装置的能耗与排放。调节精准的阀门可以减少工艺波动和能量损失，密封可靠的阀门可以避免挥发性介质逸散。我们把可持续发展落实在产品、服务和工厂运营三个方面。</p>
<h3>低排放产品</h3>
<p>针对挥发性有机物和有毒介质，我们提供按 ISO 15848-1 测试的低逸散填料和波纹管密封结构，帮助用户满足日益严格的排放要求。</p>
<h3>再制造与升级</h3>
<p>通过升级改造保留阀体和管道，只更换磨损或不匹配的部件，可以显著减少新材料消耗和施工能耗。报废阀内件中的合金材料经分类后交由有资质的单位回收利用。</p>
<h3>绿色工厂</h3>
<p>常州工厂屋顶光伏电站为生产提供部分电力，试验用水循环使用，涂装车间采用水性涂料并配备废气处理装置。环境管理体系通过 ISO 14001 认证，职业健康安全管理体系通过 ISO 45001 认证。</p>`,
      `<p>A control valve is a small component, yet it affects the energy use and emissions of an entire plant. Accurate control reduces process variability and energy losses, and reliable sealing keeps volatile media where they belong. We put sustainability into practice in our products, our services and our own factory.</p>
<h3>Low-emission products</h3>
<p>For volatile organic compounds and toxic media we offer low-emission packing and bellows-seal designs tested to ISO 15848-1, helping customers meet increasingly strict emission limits.</p>
<h3>Remanufacturing and upgrades</h3>
<p>Upgrading a valve keeps the body and the piping in place and replaces only worn or unsuitable parts, which greatly reduces the consumption of new material and installation work. Alloy material from scrapped trim is sorted and passed to licensed recyclers.</p>
<h3>A greener factory</h3>
<p>A rooftop solar installation supplies part of the Changzhou plant's electricity, test water is recirculated, and the paint shop uses waterborne coatings with exhaust treatment. Our environmental management system is certified to ISO 14001 and our occupational health and safety management system to ISO 45001.</p>`,
    ),
    image: pic('water-treatment'),
  },
  {
    id: CATE.pageQualifications,
    parent_id: 0,
    kind: 'page',
    sort: 24,
    cate_name: t('资质证书', 'Qualifications'),
    title: t('资质与认证', 'Qualifications and Certifications'),
    summary: t(
      '管理体系认证与产品认证，是我们进入各行业项目的基础。',
      'Management-system and product certifications are the basis of our work on projects in every industry.',
    ),
    content: t(
      `<p>枫河控制阀持有以下管理体系与产品认证，证书均在有效期内，并按认证机构要求接受年度监督审核。</p>
<ul>
<li><strong>ISO 9001</strong> 质量管理体系</li>
<li><strong>ISO 14001</strong> 环境管理体系</li>
<li><strong>ISO 45001</strong> 职业健康安全管理体系</li>
<li><strong>API 6D</strong> 管线球阀产品会标许可</li>
<li><strong>CE/PED</strong> 承压设备指令符合性认证</li>
<li><strong>SIL 3 能力</strong> 部分阀门—执行机构组合按 IEC 61508 评估，可用于最高 SIL 3 的安全仪表回路</li>
</ul>
<p>此外，公司持有特种设备制造许可证，并可按项目要求配合第三方检验机构进行驻厂监造与见证试验。如需证书复印件，请联系 quality@mapleriver-controls.example。</p>`,
      `<p>Maple River Controls holds the following management-system and product certifications. All certificates are current and subject to annual surveillance audits by the certification bodies.</p>
<ul>
<li><strong>ISO 9001</strong> quality management system</li>
<li><strong>ISO 14001</strong> environmental management system</li>
<li><strong>ISO 45001</strong> occupational health and safety management system</li>
<li><strong>API 6D</strong> monogram licence for pipeline ball valves</li>
<li><strong>CE/PED</strong> conformity with the Pressure Equipment Directive</li>
<li><strong>SIL 3 capable</strong> selected valve and actuator assemblies assessed to IEC 61508 for use in safety instrumented functions up to SIL 3</li>
</ul>
<p>The company also holds a special equipment manufacturing licence and works with third-party inspection agencies for resident inspection and witnessed tests as projects require. For copies of certificates, contact quality@mapleriver-controls.example.</p>`,
    ),
    image: pic('certificate', 'ISO 9001'),
  },
  {
    id: CATE.pageInternship,
    parent_id: 0,
    kind: 'page',
    sort: 25,
    cate_name: t('校园实习', 'Campus Internship'),
    title: t('校园实习计划', 'Campus Internship Program'),
    summary: t(
      '面向机械、自动化、材料和流体专业在校生，在真实项目中学习控制阀工程。',
      'For students of mechanical engineering, automation, materials and fluid engineering: learn control-valve engineering on real projects.',
    ),
    content: t(
      `<p>枫河控制阀每年面向高校在校生开放实习岗位，涵盖研发设计、工艺与质量、应用工程和现场服务四个方向。实习期一般为 3 至 6 个月，每位实习生配备一名资深工程师作为导师。</p>
<h3>你将参与</h3>
<ul>
<li>阀门流量计算、三维建模与图纸审核</li>
<li>加工、装配与出厂试验的工艺跟进</li>
<li>客户项目的选型与技术资料编制</li>
<li>在导师带领下参与现场调试与诊断测试</li>
</ul>
<h3>申请方式</h3>
<p>请将简历和在校成绩单发送至 campus@mapleriver-controls.example，邮件标题注明“实习方向—学校—专业”。我们通常在约 4 周内完成申请处理并通知面试结果。表现优秀的实习生将优先获得毕业后的录用机会。</p>`,
      `<p>Every year Maple River Controls offers internships to university students in four tracks: R&amp;D and design, manufacturing and quality, application engineering, and field service. Internships usually last 3 to 6 months, and each intern is paired with a senior engineer as mentor.</p>
<h3>What you will work on</h3>
<ul>
<li>Valve sizing calculations, 3D modelling and drawing checks</li>
<li>Following machining, assembly and final testing on the shop floor</li>
<li>Selection and technical documentation for customer projects</li>
<li>Commissioning and diagnostic testing on site, under your mentor's guidance</li>
</ul>
<h3>How to apply</h3>
<p>Send your CV and academic transcript to campus@mapleriver-controls.example, with the subject line "Track – University – Major". Applications are usually processed within about 4 weeks, after which we inform you of the interview result. Interns who perform well are given priority for graduate positions.</p>`,
    ),
    image: pic('team-meeting', 'INTERNS'),
  },
  {
    id: CATE.network,
    parent_id: 0,
    kind: 'list',
    sort: 26,
    cate_name: t('销售网络', 'Sales Network'),
    summary: t(
      '遍布国内外的销售与服务网点，就近为您提供支持。',
      'Sales and service offices in China and abroad, ready to support you locally.',
    ),
    image: pic('world-map'),
  },
  {
    id: CATE.history,
    parent_id: 0,
    kind: 'list',
    sort: 27,
    cate_name: t('发展历程', 'History'),
    summary: t('1965 年至今的主要里程碑。', 'Key milestones since 1965.'),
  },
  {
    id: CATE.stories,
    parent_id: 0,
    kind: 'list',
    sort: 28,
    cate_name: t('枫河故事', 'Our Story'),
    summary: t('六十年间塑造枫河的那些时刻。', 'The moments that shaped Maple River over sixty years.'),
  },
  {
    id: CATE.gallery,
    parent_id: 0,
    kind: 'list',
    sort: 29,
    cate_name: t('企业风采', 'Gallery'),
    summary: t('走进枫河的工厂、实验室与服务现场。', 'Inside our factory, laboratories and service sites.'),
  },
  {
    id: CATE.aboutVideo,
    parent_id: 0,
    kind: 'list',
    sort: 30,
    cate_name: t('企业视频', 'Company Video'),
    summary: t('用影像认识枫河控制阀。', 'Get to know Maple River Controls on film.'),
  },
  {
    id: CATE.announcement,
    parent_id: 0,
    kind: 'page',
    sort: 31,
    status: 1,
    is_blank: 0,
    url: '/en/news',
    cate_name: t('公告', 'Announcement'),
    title: t('枫河六十周年：工厂开放日邀请', 'Maple River at 60: Factory Open Day Invitation'),
    summary: t(
      '为纪念建厂六十周年，常州工厂每月第二个周五向客户开放参观，欢迎预约。',
      'To mark our 60th anniversary, the Changzhou plant opens to customers on the second Friday of every month. Reservations are welcome.',
    ),
    content: t(
      `<p>为纪念枫河控制阀建厂六十周年（1965—2025），常州工厂于每月第二个周五 9:00—15:00 举办客户开放日，参观内容包括机加工车间、流量试验回路、出厂试验中心和技术培训中心，并安排应用工程师现场答疑。</p>
<p>请至少提前 5 个工作日发送邮件至 openday@mapleriver-controls.example 或致电 400-865-1965 预约。开放日期间服务热线与备件发货正常运行。</p>`,
      `<p>To mark sixty years since Maple River Controls was founded (1965–2025), the Changzhou plant holds a customer open day on the second Friday of every month, 9:00–15:00. Visits cover the machining hall, the flow test loop, the final test center and the training center, with application engineers on hand to answer questions.</p>
<p>Please book at least 5 working days in advance by e-mail to openday@mapleriver-controls.example or by calling 400-865-1965. The service hotline and spare-parts dispatch operate as normal on open days.</p>`,
    ),
  },
];

/* ------------------------------------------------------------------------------------------------
 * FAQ
 * ---------------------------------------------------------------------------------------------- */

const faq = (tag: number, publish_date: string, title: Text, content: Text): SeedItem => ({
  cate_id: CATE.faq,
  tag,
  title,
  content,
  publish_date,
});

export const faqItems: SeedItem[] = [
  // Selection & sizing
  faq(
    FAQ.selection,
    '2024-02-19',
    t(
      '直通控制阀和角行程控制阀应如何选择？',
      'How do I choose between a globe valve and a rotary control valve?',
    ),
    t(
      `<p>直通（截止式）控制阀调节精度高、可调比大，适合高压差、需要防汽蚀或降噪阀内件以及严格关断的工况。蝶阀、V 型球阀和偏心旋转阀等角行程阀流通能力大、重量轻，适合大口径、低压差或含纤维、颗粒的介质。</p>
<p>实际选型应综合压差、介质特性、所需流量系数、泄漏等级和预算。欢迎提供工艺参数，由我们的应用工程师给出对比方案。</p>`,
      `<p>Globe valves offer precise control, wide rangeability and the option of anti-cavitation or low-noise trim, making them the choice for high pressure drops and tight shut-off. Rotary valves such as butterfly, V-port ball and eccentric plug valves offer high capacity and low weight, and suit large line sizes, low pressure drops and media containing fibres or solids.</p>
<p>The final choice depends on pressure drop, fluid properties, required flow coefficient, leakage class and budget. Send us your process data and our application engineers will compare the options for you.</p>`,
    ),
  ),
  faq(
    FAQ.selection,
    '2024-03-11',
    t('控制阀选型计算需要提供哪些数据？', 'What information do you need to size a control valve?'),
    t(
      `<ul>
<li>介质名称、状态（液体、气体、蒸汽或两相）及成分</li>
<li>最大、正常和最小流量</li>
<li>各流量下的阀前压力与阀后压力</li>
<li>介质温度、密度或分子量、黏度，液体需提供饱和蒸气压</li>
<li>管道口径、壁厚和法兰压力等级</li>
<li>要求的泄漏等级、故障安全位置和允许噪声</li>
</ul>`,
      `<ul>
<li>Fluid name, phase (liquid, gas, steam or two-phase) and composition</li>
<li>Maximum, normal and minimum flow rates</li>
<li>Inlet and outlet pressure at each flow rate</li>
<li>Temperature, density or molecular weight, viscosity, and vapour pressure for liquids</li>
<li>Line size, schedule and flange pressure class</li>
<li>Required leakage class, fail-safe position and permissible noise level</li>
</ul>`,
    ),
  ),
  faq(
    FAQ.selection,
    '2024-05-06',
    t('Cv 值是什么？与 Kv 值有何关系？', 'What is Cv and how does it relate to Kv?'),
    t(
      `<p>Cv 是英制流量系数，表示阀门在 1 psi 压差下每分钟通过的 60°F 清水的美制加仑数；Kv 是公制流量系数，表示在 1 bar 压差下每小时通过的 5–40°C 清水的立方米数。</p>
<p>两者换算关系为 Kv ≈ 0.865 × Cv。选型时，所需流量系数一般应落在阀门额定值的 20% 至 80% 之间，以保留调节余量。</p>`,
      `<p>Cv is the imperial flow coefficient: the flow of 60°F water in US gallons per minute at a pressure drop of 1 psi. Kv is the metric coefficient: the flow of 5–40°C water in cubic metres per hour at a pressure drop of 1 bar.</p>
<p>They convert as Kv ≈ 0.865 × Cv. When sizing, the required coefficient should normally fall between 20% and 80% of the valve's rated value to leave margin for control.</p>`,
    ),
  ),
  faq(
    FAQ.selection,
    '2024-08-26',
    t('液体工况中如何防止汽蚀？', 'How do you prevent cavitation in liquid service?'),
    t(
      `<p>当阀内缩流处压力低于液体饱和蒸气压、而阀后压力又恢复到其以上时，气泡溃灭便产生汽蚀，造成噪声、振动和阀内件剥蚀。</p>
<p>常用对策包括：选用压力恢复系数低的阀型；采用多级降压或迷宫式阀内件分级降压；提高阀后背压；以及在无法完全避免时使用硬化阀内件并将汽蚀区引离阀体壁面。我们会在选型时按 IEC 60534 进行汽蚀评估。</p>`,
      `<p>Cavitation occurs when the pressure at the vena contracta falls below the liquid's vapour pressure and then recovers above it downstream. The collapsing vapour bubbles cause noise, vibration and erosion of the trim.</p>
<p>Typical countermeasures are valve styles with low pressure recovery, multi-stage or labyrinth trim that drops pressure in steps, higher downstream back pressure, and, where cavitation cannot be avoided completely, hardened trim that keeps the damage away from the body wall. We assess cavitation according to IEC 60534 as part of every sizing.</p>`,
    ),
  ),
  faq(
    FAQ.selection,
    '2025-01-13',
    t('应如何确定阀座泄漏等级？', 'Which seat leakage class should I specify?'),
    t(
      `<p>泄漏等级按 ANSI/FCI 70-2 或 IEC 60534-4 划分。一般调节工况采用 IV 级即可；需要较严密关断的场合选用 V 级；软密封或特殊金属密封可达到 VI 级。</p>
<p>泄漏等级越高，所需执行机构推力越大，阀内件成本也越高。建议仅在工艺确有需要的阀门上指定 V 级或 VI 级。</p>`,
      `<p>Leakage classes are defined in ANSI/FCI 70-2 and IEC 60534-4. Class IV is adequate for most throttling duties, Class V is used where tighter shut-off is needed, and soft seats or special metal seats can achieve Class VI.</p>
<p>A higher class requires more actuator thrust and more expensive trim, so we recommend specifying Class V or VI only where the process really needs it.</p>`,
    ),
  ),
  faq(
    FAQ.selection,
    '2025-06-09',
    t('等百分比和线性流量特性该怎么选？', 'Should I choose an equal-percentage or a linear characteristic?'),
    t(
      `<p>当阀门压降只占系统总压降的一小部分、且随流量变化明显时（大多数流量和压力回路），等百分比特性可以补偿系统特性，使回路增益更均匀。</p>
<p>当阀门压降在全负荷范围内基本恒定、占系统压降比例较大时（如液位控制和部分旁路阀），线性特性更合适。选型报告中会给出安装特性曲线供您判断。</p>`,
      `<p>Where the valve takes only a small share of total system pressure drop and that drop changes noticeably with flow, as in most flow and pressure loops, an equal-percentage characteristic compensates for the system and keeps loop gain more uniform.</p>
<p>Where the valve pressure drop stays roughly constant and forms a large share of the system drop, as in many level loops and bypass valves, a linear characteristic is the better fit. Our sizing report includes the installed characteristic so you can check the choice.</p>`,
    ),
  ),
  faq(
    FAQ.selection,
    '2026-01-20',
    t('如何预测和降低气体工况的阀门噪声？', 'How do you predict and reduce aerodynamic valve noise?'),
    t(
      `<p>我们按 IEC 60534-8-3 计算气体和蒸汽工况在阀后 1 米处的声压级，通常以 85 dB(A) 作为设计上限。</p>
<p>超标时可采用多孔降噪套筒、多级降压阀内件、阀后扩径或节流孔板等措施，必要时配合管道隔声层。降噪方案需同时校核阀后流速，防止出口流速过高引起新的噪声。</p>`,
      `<p>We calculate the sound pressure level 1 m downstream of the valve for gas and steam service according to IEC 60534-8-3, normally with 85 dB(A) as the design limit.</p>
<p>If the limit is exceeded, options include multi-hole low-noise cages, multi-stage trim, an expanded outlet or a downstream restriction orifice, combined with pipe insulation where necessary. Outlet velocity is checked at the same time so that the cure does not create new noise at the valve outlet.</p>`,
    ),
  ),
  // Installation
  faq(
    FAQ.installation,
    '2024-01-22',
    t('阀门前后需要多长的直管段？', 'What straight pipe runs are recommended upstream and downstream?'),
    t(
      `<p>一般建议阀前保留不少于 10 倍管径、阀后不少于 5 倍管径的直管段，以保证流场稳定和流量系数准确。对于气体降噪阀或阀后存在闪蒸的工况，阀后直管段宜适当加长。</p>
<p>若现场空间受限，请在询价时告知实际布置，我们会评估其对调节性能和噪声的影响。</p>`,
      `<p>As a rule, allow at least 10 pipe diameters of straight run upstream and 5 diameters downstream to ensure a stable flow profile and an accurate flow coefficient. For low-noise gas valves or where flashing occurs downstream, a longer downstream run is advisable.</p>
<p>If space is limited, tell us the actual layout when you enquire and we will assess the effect on control performance and noise.</p>`,
    ),
  ),
  faq(
    FAQ.installation,
    '2024-04-15',
    t(
      '控制阀可以安装在垂直管道上或执行机构水平安装吗？',
      'Can a control valve be installed in a vertical line or with the actuator horizontal?',
    ),
    t(
      `<p>可以，但需要在订货时说明。直通阀的首选安装方式是水平管道、执行机构垂直向上。执行机构水平安装时，较重的执行机构会对阀杆和导向产生侧向载荷，我们可能会建议增加支撑或选用加强导向结构。</p>
<p>安装在垂直管道上时，请确认介质流向与阀体箭头一致。</p>`,
      `<p>Yes, but please state it on the order. The preferred arrangement for a globe valve is a horizontal line with the actuator vertically upright. With the actuator horizontal, a heavy actuator puts side loads on the stem and guiding, and we may recommend an additional support or reinforced guiding.</p>
<p>In a vertical line, make sure the flow direction matches the arrow on the body.</p>`,
    ),
  ),
  faq(
    FAQ.installation,
    '2024-06-24',
    t('安装阀门前应如何冲洗管道？', 'How should the pipeline be flushed before installing the valve?'),
    t(
      `<p>新建管道中的焊渣、铁锈和砂粒是导致阀座早期损坏的主要原因。建议先用短管或冲洗用临时阀替代控制阀完成管道吹扫或冲洗，确认清洁后再安装控制阀。</p>
<p>如果必须带阀冲洗，应将阀门置于全开位置，并在冲洗结束后检查阀内件。必要时可在阀前临时加装过滤器。</p>`,
      `<p>Weld slag, rust and sand left in new pipework are the main cause of early seat damage. Flush or blow the line with a spool piece or temporary valve in place of the control valve, and install the control valve only once the line is clean.</p>
<p>If the valve must stay in the line during flushing, keep it fully open and inspect the trim afterwards. A temporary strainer upstream can be added if needed.</p>`,
    ),
  ),
  faq(
    FAQ.installation,
    '2024-09-16',
    t('法兰连接阀门的螺栓应如何紧固？', 'What bolt-tightening procedure should be used for flanged valves?'),
    t(
      `<p>应按对角交叉顺序分三至四轮逐步拧紧，依次达到规定扭矩的 30%、60% 和 100%，最后按顺时针顺序复紧一遍。扭矩值应根据垫片类型、螺栓材质和润滑条件确定。</p>
<p>高温管线在首次升温后应进行热紧。不要用紧固法兰螺栓的方法来纠正管道的错边或间隙。</p>`,
      `<p>Tighten in a cross pattern in three or four passes, reaching 30%, 60% and 100% of the specified torque, then make a final clockwise pass. Torque values depend on the gasket type, bolt material and lubrication.</p>
<p>Hot lines should be re-torqued after the first heat-up. Never use flange bolts to pull misaligned or gapped pipework into place.</p>`,
    ),
  ),
  faq(
    FAQ.installation,
    '2025-02-24',
    t('阀门到货后在现场应如何存放？', 'How should valves be stored on site before installation?'),
    t(
      `<ul>
<li>保留法兰端盖和包装，存放在干燥、通风、有遮盖的场所</li>
<li>阀门应放置在垫木上，不得直接接触地面，不得以执行机构或定位器作为吊点</li>
<li>存放超过 6 个月时，应检查防锈状态，气动执行机构的气口应保持封堵</li>
<li>电动执行机构应按说明书要求通电加热或放置干燥剂，防止内部结露</li>
</ul>`,
      `<ul>
<li>Keep flange covers and packing in place and store valves in a dry, ventilated, covered area</li>
<li>Place valves on timber, not directly on the ground, and never lift by the actuator or positioner</li>
<li>For storage longer than 6 months, check corrosion protection and keep actuator air ports plugged</li>
<li>Energise heaters or add desiccant to electric actuators as the manual specifies, to prevent condensation</li>
</ul>`,
    ),
  ),
  faq(
    FAQ.installation,
    '2025-07-14',
    t('气动执行机构的气源有什么要求？', 'What are the air supply requirements for pneumatic actuators?'),
    t(
      `<p>仪表气源应清洁、干燥、无油，建议达到 ISO 8573-1 的 [3:3:3] 级或更高，露点至少低于环境最低温度 10°C。每台阀门应配置过滤减压阀，并将供气压力设定在执行机构铭牌规定的范围内。</p>
<p>气源管路应从主管顶部引出，并在低点设置排污阀。气源质量差是定位器故障最常见的原因。</p>`,
      `<p>Instrument air must be clean, dry and oil-free, preferably to ISO 8573-1 class [3:3:3] or better, with a dew point at least 10°C below the lowest ambient temperature. Fit a filter regulator at each valve and set the supply pressure within the range on the actuator nameplate.</p>
<p>Take branch lines from the top of the header and provide drains at low points. Poor air quality is the most common cause of positioner faults.</p>`,
    ),
  ),
  faq(
    FAQ.installation,
    '2026-02-09',
    t('控制阀是否需要设置旁路和切断阀？', 'Does a control valve need a bypass and isolation valves?'),
    t(
      `<p>对于无法停车维修的关键回路，建议设置上下游切断阀和带手动调节阀的旁路，以便在线隔离检修控制阀。切断阀与控制阀之间应设置排放阀，用于检修前泄压。</p>
<p>对于安全切断阀或工艺不允许旁路的场合，应按装置安全规定执行。</p>`,
      `<p>For critical loops that cannot be shut down for maintenance, upstream and downstream isolation valves and a bypass with a manual throttling valve are recommended, so the control valve can be isolated and serviced online. Fit a bleed valve between the isolation valves and the control valve to depressurise it before work.</p>
<p>For shutdown valves or processes where a bypass is not permitted, follow the plant's safety rules.</p>`,
    ),
  ),
  // Operation
  faq(
    FAQ.operation,
    '2024-02-05',
    t('阀门在设定值附近来回振荡是什么原因？', 'Why does the valve hunt or oscillate around the set point?'),
    t(
      `<p>常见原因有：阀门选型偏大，长期在小开度工作；填料过紧导致摩擦力大、出现粘滞；定位器增益设置不当；以及控制器 PID 参数与阀门响应不匹配。</p>
<p>建议先进行阶跃响应测试区分是阀门问题还是回路整定问题，再有针对性地处理。</p>`,
      `<p>Common causes are an oversized valve working near its seat, excessive packing friction causing stick-slip, unsuitable positioner gain, and controller PID settings that do not match the valve's response.</p>
<p>A step-response test will show whether the valve or the loop tuning is at fault, so the right correction can be made.</p>`,
    ),
  ),
  faq(
    FAQ.operation,
    '2024-05-27',
    t('控制阀的理想工作开度是多少？', 'What is the ideal operating travel range?'),
    t(
      `<p>正常工况下阀门开度宜在 20% 至 80% 之间。长期低于 10% 开度运行时，阀芯与阀座间的高速流会造成冲刷，且调节容易不稳定；长期接近全开则意味着已没有调节余量。</p>
<p>如果运行数据显示开度长期偏离该范围，可考虑更换阀内件或调整阀门规格。</p>`,
      `<p>In normal operation the valve should work between 20% and 80% travel. Running below about 10% for long periods causes high-velocity wear at the seat and unstable control, while running close to fully open leaves no control margin.</p>
<p>If operating data show travel outside this range for long periods, consider a trim change or a different valve size.</p>`,
    ),
  ),
  faq(
    FAQ.operation,
    '2024-10-21',
    t('阀门关不严，应检查哪些方面？', 'The valve does not shut off fully. What should I check?'),
    t(
      `<ol>
<li>确认控制信号和定位器输出确实达到关闭位置，定位器是否启用了行程截止功能</li>
<li>检查执行机构推力是否足够，弹簧预紧力和气源压力是否符合铭牌要求</li>
<li>检查行程调整，阀杆连接是否松动</li>
<li>若以上均正常，则可能是阀座或阀芯密封面损伤、或有异物卡阻，需拆检</li>
</ol>`,
      `<ol>
<li>Confirm that the control signal and positioner output actually reach the closed position, and whether the positioner's tight shut-off (cut-off) function is enabled</li>
<li>Check that actuator thrust is sufficient and that spring bench set and supply pressure match the nameplate</li>
<li>Check the travel adjustment and whether the stem connector has loosened</li>
<li>If all of these are correct, the seat or plug may be damaged or debris may be trapped, and the valve should be opened for inspection</li>
</ol>`,
    ),
  ),
  faq(
    FAQ.operation,
    '2025-03-17',
    t('如何设定阀门的故障安全位置？', 'How is the fail-safe position set?'),
    t(
      `<p>气动薄膜和单作用活塞执行机构依靠弹簧实现失气时的安全位置：气开式阀门失气关闭，气关式阀门失气打开。安全位置由工艺安全分析确定，应在订货时指定。</p>
<p>双作用执行机构可通过保位阀或储气罐实现失气保位或动作到安全位置；电动执行机构可选配备用电源模块实现断电复位。现场更改作用方式前，请联系我们确认执行机构推力是否满足要求。</p>`,
      `<p>Pneumatic diaphragm and single-acting piston actuators use springs to reach the safe position on air failure: air-to-open valves fail closed and air-to-close valves fail open. The safe position follows from the process safety analysis and should be specified on the order.</p>
<p>Double-acting actuators can hold position or drive to the safe position with lock-up valves or an air reservoir, and electric actuators can be fitted with a backup power module for fail-safe return. Before reversing the action on site, contact us to confirm that actuator thrust is still sufficient.</p>`,
    ),
  ),
  faq(
    FAQ.operation,
    '2025-08-04',
    t('运行中填料泄漏是什么原因？', 'What causes packing leakage in service?'),
    t(
      `<p>填料泄漏多由填料压紧力不足、填料老化、阀杆表面划伤或介质温度超出填料适用范围引起。少量泄漏可在确保安全的前提下均匀紧固填料压盖螺母，但不宜过紧，否则会增大摩擦力，影响调节。</p>
<p>对挥发性或有毒介质，建议选用带弹簧加载的低逸散填料或波纹管密封结构。</p>`,
      `<p>Packing leaks are usually caused by insufficient gland load, aged packing, a scratched stem or a fluid temperature outside the packing's rating. A minor leak can be stopped by tightening the gland nuts evenly, provided it is safe to do so, but overtightening increases friction and degrades control.</p>
<p>For volatile or toxic media, live-loaded low-emission packing or a bellows seal is recommended.</p>`,
    ),
  ),
  faq(
    FAQ.operation,
    '2025-11-10',
    t('气源中断时可以手动操作阀门吗？', 'Can the valve be operated manually if the air supply fails?'),
    t(
      `<p>可以，前提是阀门配有手轮机构。顶装式或侧装式手轮可在失气时手动定位阀门，也可作为行程限位使用。正常运行时手轮应退回到中立位置，以免限制执行机构行程。</p>
<p>未配置手轮的阀门可在改造时加装，请提供阀门序列号以便核实安装尺寸。</p>`,
      `<p>Yes, if the valve is fitted with a handwheel. A top- or side-mounted handwheel positions the valve manually when air is lost and can also serve as a travel stop. In normal operation the handwheel must be returned to neutral so that it does not restrict actuator travel.</p>
<p>A handwheel can be retrofitted to valves supplied without one. Send us the serial number so we can check the mounting dimensions.</p>`,
    ),
  ),
  faq(
    FAQ.operation,
    '2026-03-02',
    t('如何判断阀门振动或噪声异常？', 'How do I recognise abnormal vibration or noise?'),
    t(
      `<p>液体工况中类似砂石流过管道的“噼啪”声通常意味着汽蚀；气体工况中的高频尖啸多为气动噪声；阀杆或定位器连杆的明显抖动则可能来自阀芯不稳定或流致振动。</p>
<p>发现异常后应记录出现时的开度、压力和流量，并联系我们进行现场诊断。长期汽蚀或振动会在短时间内损坏阀内件和定位器。</p>`,
      `<p>In liquid service, a sound like gravel passing through the pipe usually indicates cavitation. In gas service, a high-pitched whistle is typically aerodynamic noise. Visible shaking of the stem or positioner linkage may point to plug instability or flow-induced vibration.</p>
<p>Record the travel, pressures and flow at which it occurs and contact us for an on-site diagnosis. Sustained cavitation or vibration can destroy trim and positioners quickly.</p>`,
    ),
  ),
  // Maintenance
  faq(
    FAQ.maintenance,
    '2024-01-08',
    t('控制阀多久需要检修一次？', 'How often should control valves be serviced?'),
    t(
      `<p>检修周期取决于工况的苛刻程度。一般清洁介质工况可结合装置大修每 2 至 4 年检修一次；高压差、汽蚀、冲刷或含颗粒介质工况宜每 1 至 2 年检查一次。</p>
<p>更合理的做法是按状态检修：利用智能定位器诊断数据或检修前的诊断测试，只对性能确已下降的阀门进行拆检。</p>`,
      `<p>Intervals depend on how severe the service is. Valves in clean service are typically overhauled every 2 to 4 years with the plant turnaround, while valves in high-pressure-drop, cavitating, erosive or solids-laden service should be inspected every 1 to 2 years.</p>
<p>A better approach is condition-based maintenance: use smart positioner diagnostics or pre-outage diagnostic tests, and open only the valves whose performance has actually declined.</p>`,
    ),
  ),
  faq(
    FAQ.maintenance,
    '2024-04-01',
    t('现场应储备哪些备件？', 'Which spare parts should we keep on site?'),
    t(
      `<p>建议储备的常用备件包括：填料组件、阀盖与阀座垫片、执行机构膜片或活塞密封件、定位器常用模块。对于关键阀门，还应储备成套阀内件（阀芯、阀座、套筒和阀杆）。</p>
<p>我们可以根据您的阀门台账推荐两年运行备件清单，并提供寄售库存方案。</p>`,
      `<p>Recommended on-site spares are packing sets, bonnet and seat gaskets, actuator diaphragms or piston seals, and common positioner modules. For critical valves, also keep complete trim sets (plug, seat, cage and stem).</p>
<p>We can recommend a two-year operating spares list based on your valve register and offer consignment stock.</p>`,
    ),
  ),
  faq(
    FAQ.maintenance,
    '2024-07-08',
    t('如何安全地更换填料？', 'How do I replace the packing safely?'),
    t(
      `<ol>
<li>隔离阀门，泄压并排空介质，按装置规定办理作业许可</li>
<li>释放执行机构气源或断开电源，确认阀门处于稳定位置</li>
<li>松开填料压盖，取出旧填料，注意不要划伤阀杆和填料函内壁</li>
<li>检查阀杆表面，划痕或腐蚀超标时应更换阀杆</li>
<li>按说明书顺序装入新填料，分层压紧并按规定扭矩紧固压盖</li>
<li>全行程动作数次后复查扭矩，投用后检查有无泄漏</li>
</ol>`,
      `<ol>
<li>Isolate the valve, depressurise and drain it, and obtain the work permit required by the plant</li>
<li>Vent the actuator or disconnect power and make sure the valve is in a stable position</li>
<li>Loosen the gland, remove the old packing and take care not to scratch the stem or the packing box bore</li>
<li>Inspect the stem and replace it if scoring or corrosion exceeds the limits</li>
<li>Install the new packing in the order shown in the manual, seat each ring and torque the gland to specification</li>
<li>Stroke the valve fully several times, re-check the torque and check for leakage after returning to service</li>
</ol>`,
    ),
  ),
  faq(
    FAQ.maintenance,
    '2024-11-18',
    t('阀座损伤后可以研磨修复吗？', 'Can a damaged seat be lapped or must it be replaced?'),
    t(
      `<p>轻微的划痕和压痕通常可以通过研磨修复，恢复原有泄漏等级。若损伤深度超过研磨余量、出现冲刷沟槽或堆焊层剥落，则应更换阀座或在服务中心重新堆焊后精加工。</p>
<p>阀芯与阀座应配对研磨，并在修复后进行泄漏试验确认。</p>`,
      `<p>Light scratches and indentations can usually be lapped out, restoring the original leakage class. If damage is deeper than the lapping allowance, or if there are wire-drawing grooves or spalled hard-facing, the seat should be replaced or re-hard-faced and re-machined at our service center.</p>
<p>Plug and seat should be lapped as a pair and the repair confirmed by a leakage test.</p>`,
    ),
  ),
  faq(
    FAQ.maintenance,
    '2025-04-21',
    t('是否可以维修其他品牌的控制阀？', 'Do you service control valves made by other manufacturers?'),
    t(
      `<p>可以。我们的服务中心可对大多数常见结构的直通阀、蝶阀和球阀进行拆检、修复和试验，必要时通过测绘制造替代阀内件。</p>
<p>如需更换执行机构或定位器，我们可提供相应的安装支架和连接件，使其与原有阀门匹配。</p>`,
      `<p>Yes. Our service center dismantles, repairs and tests most common globe, butterfly and ball valve designs, and can reverse-engineer replacement trim where needed.</p>
<p>When actuators or positioners are replaced, we supply mounting brackets and couplings to match the existing valve.</p>`,
    ),
  ),
  faq(
    FAQ.maintenance,
    '2025-09-15',
    t('基地大修包括哪些内容？', 'What does a base overhaul include?'),
    t(
      `<p>标准大修包括入厂检验、拆解清洗、零部件测量与无损检测、阀内件修复或更换、填料和垫片更换、执行机构检修、重新装配、壳体强度试验、阀座泄漏试验及行程校准。</p>
<p>完工后随阀提供维修报告，包括修前检验结果、更换零件清单和全部试验数据。</p>`,
      `<p>A standard overhaul covers incoming inspection, dismantling and cleaning, measurement and non-destructive examination of parts, trim repair or replacement, new packing and gaskets, actuator overhaul, reassembly, shell test, seat leakage test and stroke calibration.</p>
<p>Each valve is returned with a repair report including as-found findings, a list of replaced parts and all test data.</p>`,
    ),
  ),
  faq(
    FAQ.maintenance,
    '2026-01-05',
    t('一台阀门大修通常需要多长时间？', 'How long does a typical overhaul take?'),
    t(
      `<p>常规口径阀门在备件齐全的情况下，基地大修周期一般为 5 至 10 个工作日。需要重新堆焊或制造替代阀内件的，周期视材料和工艺而定。</p>
<p>检修期内的批量阀门可预先安排排产，我们建议在检修开始前 2 至 3 个月提交阀门清单。</p>`,
      `<p>With parts in stock, a base overhaul of a standard-size valve normally takes 5 to 10 working days. Where re-hard-facing or manufacture of replacement trim is needed, the time depends on the material and process.</p>
<p>Batches for an outage can be scheduled in advance; we recommend sending the valve list 2 to 3 months before the outage begins.</p>`,
    ),
  ),
  // Actuators & positioners
  faq(
    FAQ.actuators,
    '2024-03-04',
    t('气动执行机构和电动执行机构应如何选择？', 'Should I choose a pneumatic or an electric actuator?'),
    t(
      `<p>气动执行机构结构简单、动作快、依靠弹簧即可实现可靠的故障安全位置，是有仪表气源装置的首选。电动执行机构适用于没有气源的场所，如偏远的管线站场和水务设施，定位精度高，但失电复位需要备用电源。</p>
<p>对动作速度要求高的安全切断和防喘振回路，一般选用气动执行机构。</p>`,
      `<p>Pneumatic actuators are simple, fast and achieve a reliable fail-safe position with springs alone, making them the first choice where instrument air is available. Electric actuators suit sites without air, such as remote pipeline stations and water facilities, and position precisely, but need backup power for fail-safe return.</p>
<p>For fast-acting shutdown and anti-surge duties, pneumatic actuators are normally chosen.</p>`,
    ),
  ),
  faq(
    FAQ.actuators,
    '2024-06-10',
    t('执行机构推力或扭矩如何确定？', 'How is actuator thrust or torque sized?'),
    t(
      `<p>直行程阀所需推力由阀芯不平衡力、阀座密封载荷（与泄漏等级相关）、填料摩擦力三部分组成，并保留安全余量。角行程阀需计算启闭扭矩、动态扭矩和密封扭矩。</p>
<p>我们的选型报告会列出各项计算结果及所选执行机构在最低气源压力下的输出，确保在最不利工况下仍能可靠关断。</p>`,
      `<p>For linear valves, required thrust is the sum of the plug unbalance force, the seat load needed for the specified leakage class and packing friction, plus a safety margin. For rotary valves, breakaway, dynamic and seating torques are calculated.</p>
<p>Our sizing report lists each result and the actuator's output at minimum supply pressure, so the valve shuts off reliably under the worst conditions.</p>`,
    ),
  ),
  faq(
    FAQ.actuators,
    '2024-09-02',
    t('枫河智能定位器支持哪些通信协议？', 'Which communication protocols do your smart positioners support?'),
    t(
      `<p>MR-SP50 系列智能定位器提供 4–20 mA/HART、FOUNDATION Fieldbus 和 PROFIBUS PA 三种版本，可选配 4–20 mA 阀位反馈和限位开关。</p>
<p>各版本均支持行程偏差、摩擦力、供气压力和累计行程等诊断数据的在线读取。</p>`,
      `<p>The MR-SP50 smart positioner series is available in 4–20 mA/HART, FOUNDATION Fieldbus and PROFIBUS PA versions, with optional 4–20 mA position feedback and limit switches.</p>
<p>All versions provide online access to diagnostic data such as travel deviation, friction, supply pressure and accumulated travel.</p>`,
    ),
  ),
  faq(
    FAQ.actuators,
    '2025-01-27',
    t('如何校准智能定位器？', 'How do I calibrate a smart positioner?'),
    t(
      `<p>安装并接通气源和信号后，通过本地按键或 HART 手操器启动自动校准。定位器会自动识别行程终点、测定执行机构响应并设置控制参数，整个过程通常只需几分钟。</p>
<p>自动校准完成后，请检查 0%、50% 和 100% 信号下的实际开度，并根据需要设置行程截止和特性曲线。</p>`,
      `<p>With air and signal connected, start auto-calibration from the local keypad or a HART communicator. The positioner finds the travel end points, measures the actuator response and sets its control parameters, usually within a few minutes.</p>
<p>Afterwards, check the actual travel at 0%, 50% and 100% signal and set tight shut-off and characterisation as required.</p>`,
    ),
  ),
  faq(
    FAQ.actuators,
    '2025-05-19',
    t('枫河定位器可以安装在现有阀门上吗？', 'Can your positioners be fitted to existing valves?'),
    t(
      `<p>可以。我们为直行程阀提供符合 IEC 60534-6-1 的安装组件，为角行程阀提供符合 VDI/VDE 3845 的安装组件，并可按现有执行机构定制支架。</p>
<p>请提供阀门和执行机构的型号、行程或转角以及现场照片，我们会确认安装方案。</p>`,
      `<p>Yes. We supply mounting kits to IEC 60534-6-1 for linear valves and to VDI/VDE 3845 for rotary valves, and can make custom brackets for existing actuators.</p>
<p>Send us the valve and actuator models, travel or rotation angle and photos of the installation, and we will confirm the mounting arrangement.</p>`,
    ),
  ),
  faq(
    FAQ.actuators,
    '2025-10-13',
    t('是否提供防爆型执行机构和定位器？', 'Are explosion-proof actuators and positioners available?'),
    t(
      `<p>提供。智能定位器有本质安全型（Ex ia）和隔爆型（Ex d）两种版本；电动执行机构提供隔爆型版本。具体防爆标志和适用气体组别请以产品样本和防爆合格证为准。</p>`,
      `<p>Yes. Smart positioners are available in intrinsically safe (Ex ia) and flameproof (Ex d) versions, and electric actuators in flameproof versions. Refer to the product data sheet and Ex certificate for the exact marking and gas groups.</p>`,
    ),
  ),
  faq(
    FAQ.actuators,
    '2026-02-23',
    t('部分行程测试有什么作用？', 'What does a partial stroke test do?'),
    t(
      `<p>安全切断阀长期处于全开或全关位置，可能因卡涩而在需要时无法动作。部分行程测试在不影响工艺的前提下让阀门移动一小段行程（通常 10% 至 15%），验证执行机构和阀门能够正常动作。</p>
<p>测试结果可作为安全仪表功能验证测试的一部分，延长全行程测试间隔。</p>`,
      `<p>Shutdown valves sit fully open or fully closed for long periods and may stick when they are needed. A partial stroke test moves the valve a small distance, typically 10% to 15%, without disturbing the process, proving that actuator and valve can move.</p>
<p>The results can form part of proof testing of the safety instrumented function and allow longer intervals between full-stroke tests.</p>`,
    ),
  ),
  // Ordering & delivery
  faq(
    FAQ.ordering,
    '2024-02-26',
    t('标准产品的交货期是多久？', 'What is the standard lead time?'),
    t(
      `<p>常规材质和压力等级的标准控制阀交货期一般为 6 至 8 周；特殊材质、大口径、高压或苛刻工况阀门一般为 12 至 16 周。具体交期以合同确认为准。</p>
<p>对于紧急需求，请在询价时说明，我们会评估可否利用库存阀体和阀内件缩短交期。</p>`,
      `<p>Standard control valves in common materials and pressure classes are typically delivered in 6 to 8 weeks; special alloys, large sizes, high pressure classes and severe-service valves typically take 12 to 16 weeks. The contract confirms the actual date.</p>
<p>If you need a valve urgently, say so in your enquiry and we will check whether stock bodies and trim can shorten the lead time.</p>`,
    ),
  ),
  faq(
    FAQ.ordering,
    '2024-07-29',
    t('备件多久可以发货？', 'How quickly can spare parts be shipped?'),
    t(
      `<p>95% 的常用备件可在订单确认后 24 小时内发货，库存覆盖 150# 至 2500# 压力等级。非库存件的交期会在报价时单独注明。</p>
<p>订购时请提供阀门铭牌上的型号和序列号，以确保备件准确匹配。</p>`,
      `<p>95% of common spare parts are shipped within 24 hours of order confirmation, with stock covering pressure classes 150# to 2500#. Lead times for non-stock parts are stated in the quotation.</p>
<p>Please quote the model and serial number from the valve nameplate so the parts match exactly.</p>`,
    ),
  ),
  faq(
    FAQ.ordering,
    '2024-12-09',
    t('每台阀门随附哪些文件？', 'What documentation is supplied with each valve?'),
    t(
      `<ul>
<li>产品合格证与出厂试验报告（壳体强度、阀座泄漏、行程校准）</li>
<li>承压件材质证明</li>
<li>安装、使用与维护手册</li>
<li>总装图与备件清单</li>
<li>按合同要求提供的无损检测报告、防爆合格证及 CE/PED 符合性声明等</li>
</ul>`,
      `<ul>
<li>Certificate of conformity and factory test report (shell, seat leakage, stroke calibration)</li>
<li>Material certificates for pressure-retaining parts</li>
<li>Installation, operation and maintenance manual</li>
<li>General arrangement drawing and spare parts list</li>
<li>As required by the contract: NDE reports, Ex certificates, CE/PED declaration of conformity and other documents</li>
</ul>`,
    ),
  ),
  faq(
    FAQ.ordering,
    '2025-03-31',
    t('产品质保期是多久？', 'What warranty do you offer?'),
    t(
      `<p>新阀门的质保条款在每份报价和合同中明确列出。通过升级改造服务更换的部件，自投用之日起提供 12 个月质保。</p>
<p>质保期内如出现因材料或制造原因导致的问题，我们将免费维修或更换相关部件。</p>`,
      `<p>Warranty terms for new valves are stated in each quotation and contract. Parts supplied under our upgrading service carry a 12-month warranty from commissioning.</p>
<p>Within the warranty period, any defect in material or workmanship is repaired or the part replaced free of charge.</p>`,
    ),
  ),
  faq(
    FAQ.ordering,
    '2025-06-30',
    t('可以安排见证试验或第三方检验吗？', 'Can we witness tests or bring a third-party inspector?'),
    t(
      `<p>可以。请在订货时提出检验和试验计划（ITP）要求，我们会在关键试验前至少 5 个工作日通知见证人员。常州工厂的试验中心可满足压力试验、泄漏试验和功能测试的现场见证。</p>`,
      `<p>Yes. State your inspection and test plan (ITP) requirements with the order, and we will notify witnesses at least 5 working days before each hold point. The test center at our Changzhou plant accommodates witnessed pressure, leakage and functional tests.</p>`,
    ),
  ),
  faq(
    FAQ.ordering,
    '2025-12-01',
    t('出口产品采用什么包装？', 'What packing do you use for export shipments?'),
    t(
      `<p>出口阀门采用熏蒸或免熏蒸木箱包装，法兰面加装保护盖，阀门内腔和裸露加工面做防锈处理，定位器等仪表附件加防潮袋保护。海运项目可按要求采用真空防潮包装，箱外标注重心、吊点和唛头。</p>`,
      `<p>Export valves are packed in fumigated or fumigation-exempt wooden cases, with flange protectors fitted, internal cavities and exposed machined surfaces protected against corrosion, and positioners and other instruments sealed in moisture-barrier bags. For sea freight, vacuum moisture-barrier packing is available on request, and cases are marked with centre of gravity, lifting points and shipping marks.</p>`,
    ),
  ),
  faq(
    FAQ.ordering,
    '2026-03-16',
    t('如何获取报价？', 'How do I request a quotation?'),
    t(
      `<p>请将阀门数据表或工艺参数发送至 sales@mapleriver-controls.example，或拨打服务热线 400-865-1965。工作时间为周一至周五 8:00—16:30。</p>
<p>标准产品一般在 2 个工作日内报价；需要详细计算的苛刻工况阀门，我们会先与您确认技术方案再报价。</p>`,
      `<p>Send your valve data sheets or process data to sales@mapleriver-controls.example, or call our hotline 400-865-1965. Office hours are Monday to Friday, 8:00–16:30.</p>
<p>Standard products are usually quoted within 2 working days. For severe-service valves that need detailed calculations, we first agree the technical solution with you and then quote.</p>`,
    ),
  ),
];

/* ------------------------------------------------------------------------------------------------
 * Manuals
 * ---------------------------------------------------------------------------------------------- */

const manual = (publish_date: string, scene: Scene, title: Text, summary: Text): SeedItem => ({
  cate_id: CATE.manuals,
  title,
  summary,
  file: { kind: 'pdf', name: title },
  publish_date,
  picture: pic(scene),
});

export const manualItems: SeedItem[] = [
  manual(
    '2024-01-15',
    'globe-valve',
    t(
      'MR-GV300 直通单座控制阀安装、使用与维护手册',
      'MR-GV300 Globe Control Valve Installation, Operation and Maintenance Manual',
    ),
    t(
      'MR-GV300 系列阀门的安装要求、投运步骤、拆装维修与备件信息。',
      'Installation requirements, start-up, disassembly and maintenance procedures and spare parts for the MR-GV300 series.',
    ),
  ),
  manual(
    '2024-03-20',
    'control-valve-assembly',
    t(
      'MR-CV600 套筒式控制阀安装、使用与维护手册',
      'MR-CV600 Cage-Guided Control Valve Installation, Operation and Maintenance Manual',
    ),
    t(
      '涵盖 MR-CV600 系列平衡式套筒阀内件的装配、调整与泄漏等级恢复方法。',
      'Covers assembly, adjustment and restoration of leakage class for the balanced cage trim of the MR-CV600 series.',
    ),
  ),
  manual(
    '2024-05-28',
    'control-valve-assembly',
    t(
      'MR-AC900 多级防汽蚀控制阀安装、使用与维护手册',
      'MR-AC900 Multi-Stage Anti-Cavitation Control Valve Installation, Operation and Maintenance Manual',
    ),
    t(
      '多级降压阀内件的检查、更换与高压差工况下的投运注意事项。',
      'Inspection and replacement of multi-stage trim and precautions for commissioning in high-pressure-drop service.',
    ),
  ),
  manual(
    '2024-07-16',
    'butterfly-valve',
    t(
      'MR-BF200 高性能蝶阀安装、使用与维护手册',
      'MR-BF200 High-Performance Butterfly Valve Installation, Operation and Maintenance Manual',
    ),
    t(
      'MR-BF200 双偏心蝶阀的管道安装、执行机构对中与阀座更换步骤。',
      'Pipeline installation, actuator alignment and seat replacement for the MR-BF200 double-offset butterfly valve.',
    ),
  ),
  manual(
    '2024-09-09',
    'butterfly-valve',
    t(
      'MR-TB400 三偏心金属密封蝶阀安装、使用与维护手册',
      'MR-TB400 Triple-Offset Metal-Seated Butterfly Valve Installation, Operation and Maintenance Manual',
    ),
    t(
      '三偏心蝶阀的限位设定、密封圈检查与高温工况维护要点。',
      'Travel stop setting, seal ring inspection and maintenance in high-temperature service for triple-offset butterfly valves.',
    ),
  ),
  manual(
    '2024-11-25',
    'ball-valve',
    t(
      'MR-VB350 V 型调节球阀安装、使用与维护手册',
      'MR-VB350 V-Port Ball Control Valve Installation, Operation and Maintenance Manual',
    ),
    t(
      'V 型球阀在纤维浆料和含颗粒介质中的安装、调整与阀座维护。',
      'Installation, adjustment and seat maintenance of V-port ball valves in fibrous stock and solids-laden media.',
    ),
  ),
  manual(
    '2025-01-21',
    'ball-valve',
    t(
      'MR-BT700 固定式管线球阀安装、使用与维护手册',
      'MR-BT700 Trunnion-Mounted Pipeline Ball Valve Installation, Operation and Maintenance Manual',
    ),
    t(
      '管线球阀的焊接安装、注脂维护、双截断与泄放功能检查。',
      'Welded installation, sealant injection, and double block-and-bleed checks for trunnion-mounted pipeline ball valves.',
    ),
  ),
  manual(
    '2025-03-10',
    'plug-valve',
    t(
      'MR-EP250 偏心旋转控制阀安装、使用与维护手册',
      'MR-EP250 Eccentric Plug Control Valve Installation, Operation and Maintenance Manual',
    ),
    t(
      '偏心旋转阀的安装方向、阀芯对中调整和耐磨阀座更换方法。',
      'Mounting orientation, plug centring and replacement of wear-resistant seats for eccentric plug valves.',
    ),
  ),
  manual(
    '2025-04-28',
    'diaphragm-valve',
    t(
      'MR-DV100 隔膜控制阀安装、使用与维护手册',
      'MR-DV100 Diaphragm Control Valve Installation, Operation and Maintenance Manual',
    ),
    t(
      '衬里隔膜阀的隔膜更换周期、紧固扭矩与腐蚀性介质工况注意事项。',
      'Diaphragm replacement intervals, bolting torques and precautions in corrosive service for lined diaphragm valves.',
    ),
  ),
  manual(
    '2025-06-16',
    'pneumatic-actuator',
    t(
      'MR-PD 气动薄膜执行机构安装、使用与维护手册',
      'MR-PD Pneumatic Diaphragm Actuator Installation, Operation and Maintenance Manual',
    ),
    t(
      '弹簧预紧力设定、作用方式转换和膜片更换的操作步骤。',
      'Procedures for spring bench set, reversal of action and diaphragm replacement.',
    ),
  ),
  manual(
    '2025-08-11',
    'pneumatic-actuator',
    t(
      'MR-PP 气动活塞执行机构安装、使用与维护手册',
      'MR-PP Pneumatic Piston Actuator Installation, Operation and Maintenance Manual',
    ),
    t(
      '单作用与双作用活塞执行机构的气路连接、密封件更换与行程调整。',
      'Air connections, seal replacement and travel adjustment for single- and double-acting piston actuators.',
    ),
  ),
  manual(
    '2025-09-22',
    'electric-actuator',
    t(
      'MR-EA 智能电动执行机构安装、使用与维护手册',
      'MR-EA Smart Electric Actuator Installation, Operation and Maintenance Manual',
    ),
    t(
      '电气接线、限位与力矩设定、本地操作及故障代码说明。',
      'Electrical wiring, limit and torque settings, local operation and fault codes.',
    ),
  ),
  manual(
    '2025-11-03',
    'positioner',
    t('MR-SP50 智能阀门定位器使用说明书', 'MR-SP50 Smart Valve Positioner Instruction Manual'),
    t(
      'MR-SP50 定位器的安装、自动校准、参数设置与诊断功能说明。',
      'Mounting, auto-calibration, configuration and diagnostic functions of the MR-SP50 positioner.',
    ),
  ),
  manual(
    '2026-01-12',
    'control-valve-assembly',
    t('控制阀选型与计算指南', 'Control Valve Selection and Sizing Guide'),
    t(
      '流量系数计算、汽蚀与噪声评估以及阀型和材料选择的工程指南。',
      'An engineering guide to flow coefficient calculation, cavitation and noise assessment, and the choice of valve style and materials.',
    ),
  ),
  manual(
    '2026-02-16',
    'warehouse',
    t('控制阀存放、搬运与安装通用指南', 'Control Valve Storage, Handling and Installation Guidelines'),
    t(
      '适用于所有枫河产品的到货验收、存放、吊装和安装前准备要求。',
      'Receiving, storage, lifting and pre-installation requirements applicable to all Maple River products.',
    ),
  ),
];

/* ------------------------------------------------------------------------------------------------
 * Videos
 * ---------------------------------------------------------------------------------------------- */

const video = (publish_date: string, picture: Picture, title: Text, summary: Text): SeedItem => ({
  cate_id: CATE.videos,
  title,
  summary,
  file: { kind: 'video', name: title },
  picture,
  publish_date,
});

export const videoItems: SeedItem[] = [
  video(
    '2024-03-18',
    pic('globe-valve', 'MR-GV300'),
    t('MR-GV300 快速更换阀内件演示', 'MR-GV300 Quick Trim Change Demonstration'),
    t(
      '演示在不拆除管道的情况下，如何通过顶部入口更换 MR-GV300 的阀芯与阀座。',
      'Shows how the plug and seat of an MR-GV300 are replaced through the top entry without removing the valve from the line.',
    ),
  ),
  video(
    '2024-06-03',
    pic('positioner', 'MR-SP50'),
    t('MR-SP50 智能定位器自动校准', 'MR-SP50 Smart Positioner Auto-Calibration'),
    t(
      '从安装、接线到一键自动校准和行程检查的完整过程。',
      'The complete procedure from mounting and wiring to one-button auto-calibration and travel check.',
    ),
  ),
  video(
    '2024-09-23',
    pic('test-bench', 'LEAK TEST'),
    t('阀座泄漏试验全过程', 'Seat Leakage Testing Step by Step'),
    t(
      '走进枫河试验中心，了解出厂阀门如何按 ANSI/FCI 70-2 判定泄漏等级。',
      'Inside the Maple River test center: how each valve is assessed for leakage class to ANSI/FCI 70-2 before shipment.',
    ),
  ),
  video(
    '2025-01-06',
    pic('control-valve-assembly', 'MR-AC900'),
    t('多级防汽蚀阀内件工作原理', 'How Multi-Stage Anti-Cavitation Trim Works'),
    t(
      '以动画展示多级降压如何使缩流处压力始终高于饱和蒸气压。',
      'An animation of how staged pressure reduction keeps vena contracta pressure above the vapour pressure.',
    ),
  ),
  video(
    '2025-04-14',
    pic('butterfly-valve', 'MR-BF200'),
    t('高性能蝶阀安装要点', 'Installing a High-Performance Butterfly Valve'),
    t(
      '讲解对夹式蝶阀的对中、垫片选择与螺栓紧固顺序。',
      'Centring, gasket selection and bolt-tightening sequence for wafer-style butterfly valves.',
    ),
  ),
  video(
    '2025-07-21',
    pic('electric-actuator', 'MR-EA'),
    t('MR-EA 电动执行机构现场调试', 'Commissioning the MR-EA Electric Actuator'),
    t(
      '使用本地旋钮和红外设置器完成限位、力矩和信号量程设定。',
      'Setting limits, torque and signal range with the local knobs and the infrared setting tool.',
    ),
  ),
  video(
    '2025-10-27',
    pic('field-service', 'DIAGNOSTICS'),
    t('阀门特征曲线诊断解读', 'Reading a Valve Signature Test'),
    t(
      '服务工程师讲解如何从特征曲线判断摩擦力、弹簧范围和阀座接触问题。',
      'A service engineer explains how to read friction, spring range and seating problems from a valve signature.',
    ),
  ),
  video(
    '2026-02-02',
    pic('workshop-repair', 'REPACKING'),
    t('控制阀填料更换操作', 'Repacking a Control Valve'),
    t(
      '按正确顺序拆除旧填料、检查阀杆并安装低逸散填料组件。',
      'Removing old packing, inspecting the stem and installing a low-emission packing set in the correct order.',
    ),
  ),
];

/* ------------------------------------------------------------------------------------------------
 * History, stories, gallery, about videos
 * ---------------------------------------------------------------------------------------------- */

const milestone = (year: string, scene: Scene, summary: Text): SeedItem => ({
  cate_id: CATE.history,
  title: t(year, year),
  summary,
  publish_date: `${year}-01-01`,
  picture: pic(scene, year),
});

export const historyItems: SeedItem[] = [
  milestone(
    '1965',
    'workshop-repair',
    t(
      '常州枫河阀门厂成立，为周边电厂生产手动截止阀和闸阀。',
      'Changzhou Fenghe Valve Works is founded, producing manual globe and gate valves for nearby power stations.',
    ),
  ),
  milestone(
    '1978',
    'pneumatic-actuator',
    t(
      '推出首个气动薄膜控制阀系列，由手动阀门转向自动调节阀门。',
      'The first pneumatic diaphragm control valve series is launched, moving the works from manual valves to automatic control.',
    ),
  ),
  milestone(
    '1984',
    'power-plant',
    t(
      '新厂房投产并建成首座压力试验台，开始为火电机组批量供应给水与减温水调节阀。',
      'A new plant and the first pressure test bench go into operation; series supply of feedwater and attemperator valves to thermal power units begins.',
    ),
  ),
  milestone(
    '1992',
    'team-meeting',
    t(
      '与加拿大流量控制企业组建合资公司，更名为枫河控制阀，引入现代控制阀设计与试验方法。',
      'A joint venture is formed with a Canadian flow-control company under the name Maple River Controls, bringing in modern valve design and test methods.',
    ),
  ),
  milestone(
    '1998',
    'certificate',
    t(
      '质量管理体系通过 ISO 9001 认证，首个客户服务中心成立。',
      'The quality management system is certified to ISO 9001 and the first customer service center opens.',
    ),
  ),
  milestone(
    '2003',
    'globe-valve',
    t(
      '压力等级达到 2500#，高压套筒阀进入超临界机组关键回路。',
      'The pressure range is extended to Class 2500, and high-pressure cage-guided valves enter critical loops of supercritical units.',
    ),
  ),
  milestone(
    '2008',
    'laboratory',
    t(
      '流量试验实验室建成，首款自主研发的智能阀门定位器上市。',
      'The flow test laboratory is completed and the first in-house smart valve positioner is launched.',
    ),
  ),
  milestone(
    '2012',
    'pipeline',
    t(
      '取得 API 6D 会标许可和 CE/PED 认证，管线球阀进入长输管道和海外市场。',
      'The API 6D monogram licence and CE/PED certification are obtained, taking pipeline ball valves into long-distance pipelines and export markets.',
    ),
  ),
  milestone(
    '2016',
    'factory-floor',
    t(
      '新机加工中心投产，配备五轴加工中心与激光熔覆设备，大口径阀体加工能力扩展至 DN1200。',
      'A new machining hall with five-axis machining centers and laser cladding opens, extending large-body capacity to DN1200.',
    ),
  ),
  milestone(
    '2019',
    'field-service',
    t(
      '远程诊断平台上线，现场服务网络扩展，推出 8 小时到场服务承诺。',
      'The remote diagnostics platform goes live, the field service network grows and the 8-hour on-site response promise is introduced.',
    ),
  ),
  milestone(
    '2022',
    'control-valve-assembly',
    t(
      '部分阀门—执行机构组合完成 IEC 61508 评估，具备 SIL 3 能力；环境与职业健康安全管理体系通过 ISO 14001 和 ISO 45001 认证。',
      'Selected valve and actuator assemblies are assessed to IEC 61508 as SIL 3 capable; environmental and health and safety systems are certified to ISO 14001 and ISO 45001.',
    ),
  ),
  milestone(
    '2025',
    'office-building',
    t(
      '建厂六十周年，累计交付产品超过 80000 台，新技术培训中心启用。',
      'The company marks its 60th anniversary with more than 80,000 units delivered and opens its new technical training center.',
    ),
  ),
];

const story = (publish_date: string, scene: Scene, title: Text, summary: Text, content: Text): SeedItem => ({
  cate_id: CATE.stories,
  title,
  summary,
  content,
  publish_date,
  picture: pic(scene, title.en),
});

export const storyItems: SeedItem[] = [
  story(
    '1965-05-01',
    'workshop-repair',
    t('1965', '1965'),
    t(
      '二十多名工人在枫河岸边的一间厂房里造出了第一台阀门。那是一台 DN50 手动截止阀，交付给了附近的一座电厂。',
      'Some twenty workers built their first valve in a single shed on the banks of the Fenghe River. It was a DN50 manual globe valve, delivered to a nearby power station.',
    ),
    t(
      '<p>建厂初期，阀门全部依靠手工研磨密封面。老师傅们总结的“三遍研磨法”一直沿用到今天的维修车间。</p>',
      '<p>In the early years every sealing surface was lapped by hand. The three-pass lapping method the first craftsmen developed is still used in our repair shop today.</p>',
    ),
  ),
  story(
    '1978-09-01',
    'pneumatic-actuator',
    t('1978', '1978'),
    t(
      '工厂造出了第一台气动薄膜控制阀。从这一年起，枫河的阀门不再只是开和关，而是开始“调节”。',
      'The works built its first pneumatic diaphragm control valve. From this year on, Maple River valves no longer just opened and closed; they began to control.',
    ),
    t(
      '<p>第一批 40 台气动调节阀用于化肥厂的合成回路，其中几台在役运行了二十多年。</p>',
      '<p>The first batch of 40 pneumatic control valves went to the synthesis loop of a fertiliser plant; several of them stayed in service for more than twenty years.</p>',
    ),
  ),
  story(
    '1992-06-01',
    'team-meeting',
    t('1992', '1992'),
    t(
      '与加拿大合作伙伴组建合资公司，“枫河控制阀”由此得名。枫叶与河流，寓意中加两国的合作与流体控制事业。',
      'A joint venture with a Canadian partner gave the company its name. The maple and the river stand for Sino-Canadian partnership and for the business of controlling flow.',
    ),
    t(
      '<p>合资后的第一年，两国工程师共同完成了噪声与汽蚀计算方法的本地化，并建立了沿用至今的出厂试验规程。</p>',
      '<p>In the first year of the joint venture, engineers from both countries adapted the noise and cavitation calculation methods and wrote the final test procedures we still follow.</p>',
    ),
  ),
  story(
    '1998-10-01',
    'certificate',
    t('1998', '1998'),
    t(
      '通过 ISO 9001 认证，同年成立第一个客户服务中心。我们开始把维修服务视为与制造同等重要的业务。',
      'ISO 9001 certification came in the same year as our first customer service center. From then on, service stood alongside manufacturing as a core business.',
    ),
    t(
      '<p>服务中心成立时只有 6 名工程师，如今服务团队已覆盖国内主要工业区域。</p>',
      "<p>The service center started with six engineers; today our service teams cover China's main industrial regions.</p>",
    ),
  ),
  story(
    '2003-04-01',
    'power-plant',
    t('2003', '2003'),
    t(
      '首批 2500# 高压套筒阀在超临界机组给水回路投运。高压差下的稳定调节，让枫河进入电站关键阀门供应商行列。',
      'The first Class 2500 cage-guided valves went into service in the feedwater loop of a supercritical unit. Stable control at high pressure drop made Maple River a supplier of critical power-plant valves.',
    ),
    t(
      '<p>这批阀门采用了多级降压阀内件，为后来的 MR-AC900 防汽蚀系列奠定了基础。</p>',
      '<p>These valves used multi-stage trim, the foundation of the later MR-AC900 anti-cavitation series.</p>',
    ),
  ),
  story(
    '2008-11-01',
    'laboratory',
    t('2008', '2008'),
    t(
      '流量试验实验室建成，第一款自主研发的智能定位器随之上市。从此，每一个新设计都要先在试验回路上“说真话”。',
      'The flow test laboratory opened and our first in-house smart positioner followed. From then on, every new design had to prove itself on the test loop.',
    ),
    t(
      '<p>试验回路最大水流量可达每小时 1500 立方米，可实测流量系数与噪声。</p>',
      '<p>The loop delivers up to 1,500 m³/h of water and measures flow coefficients and noise directly.</p>',
    ),
  ),
  story(
    '2012-08-01',
    'pipeline',
    t('2012', '2012'),
    t(
      '取得 API 6D 会标许可和 CE/PED 认证，枫河管线球阀开始走出国门。海外订单占比在此后五年内翻了一番。',
      'With the API 6D monogram and CE/PED certification, Maple River pipeline ball valves went abroad. The export share of orders doubled over the next five years.',
    ),
    t(
      '<p>为服务海外客户，公司同期设立了英文技术支持团队。</p>',
      '<p>An English-speaking technical support team was set up at the same time to serve overseas customers.</p>',
    ),
  ),
  story(
    '2016-05-01',
    'factory-floor',
    t('2016', '2016'),
    t(
      '新机加工中心投产，五轴加工与激光熔覆设备到位。大口径阀体不再外协，交期明显缩短。',
      'The new machining hall opened with five-axis machining and laser cladding. Large bodies were no longer subcontracted, and lead times fell noticeably.',
    ),
    t(
      '<p>新车间采用恒温测量室，关键尺寸全部由三坐标测量机检测。</p>',
      '<p>The new hall includes a temperature-controlled measuring room where all critical dimensions are checked on a CMM.</p>',
    ),
  ),
  story(
    '2019-07-01',
    'field-service',
    t('2019', '2019'),
    t(
      '远程诊断平台上线，工程师可以在常州看到千里之外阀门的运行状态。同年推出 8 小时到场服务承诺。',
      'With the remote diagnostics platform online, engineers in Changzhou could see how valves hundreds of kilometres away were performing. The 8-hour on-site response promise was introduced the same year.',
    ),
    t(
      '<p>平台上线后，计划外停机引起的紧急维修请求明显减少。</p>',
      '<p>After the platform went live, emergency repair calls caused by unplanned shutdowns fell markedly.</p>',
    ),
  ),
  story(
    '2025-10-01',
    'office-building',
    t('2025', '2025'),
    t(
      '枫河控制阀迎来六十周年。超过 80000 台产品在 860 多家客户的装置中运行，新技术培训中心同时启用。',
      'Maple River Controls turned sixty. More than 80,000 units are in service at over 860 customers, and the new technical training center opened its doors.',
    ),
    t(
      '<p>六十年来，我们始终做同一件事：让每一台控制阀准确地完成它的任务。</p>',
      '<p>For sixty years we have done one thing: making sure every control valve does its job accurately.</p>',
    ),
  ),
];

const galleryPic = (publish_date: string, scene: Scene, label: string, title: Text): SeedItem => ({
  cate_id: CATE.gallery,
  title,
  publish_date,
  picture: pic(scene, label),
});

export const galleryItems: SeedItem[] = [
  galleryPic('2025-01-10', 'office-building', 'HQ', t('常州总部', 'Changzhou headquarters')),
  galleryPic('2025-01-10', 'factory-floor', 'CNC HALL', t('数控加工车间', 'CNC machining hall')),
  galleryPic('2025-02-14', 'test-bench', 'FLOW LOOP', t('流量试验回路', 'Flow test loop')),
  galleryPic('2025-02-14', 'laboratory', 'R&D LAB', t('材料与研发实验室', 'Materials and R&D laboratory')),
  galleryPic(
    '2025-03-21',
    'workshop-repair',
    'SERVICE',
    t('服务中心大修工位', 'Overhaul bays at the service center'),
  ),
  galleryPic('2025-04-18', 'warehouse', 'SPARES', t('备件仓库', 'Spare-parts warehouse')),
  galleryPic('2025-05-16', 'training-room', 'TRAINING', t('技术培训中心', 'Technical training center')),
  galleryPic('2025-06-20', 'field-service', 'ON SITE', t('现场服务团队', 'Field service team at work')),
  galleryPic(
    '2025-09-12',
    'exhibition-booth',
    'MAPLE RIVER',
    t('国际流程工业展览会展台', 'Our stand at an international process-industry exhibition'),
  ),
  galleryPic(
    '2025-10-17',
    'team-meeting',
    '60 YEARS',
    t('六十周年员工大会', 'All-hands meeting for our 60th anniversary'),
  ),
];

export const aboutVideoItems: SeedItem[] = [
  {
    cate_id: CATE.aboutVideo,
    title: t('枫河控制阀企业宣传片', 'Maple River Controls Corporate Film'),
    summary: t(
      '五分钟了解枫河控制阀的研发、制造、试验与服务能力。',
      'Five minutes on how Maple River Controls designs, builds, tests and services its valves.',
    ),
    file: { kind: 'video', name: t('枫河控制阀企业宣传片', 'Maple River Controls Corporate Film') },
    picture: pic('office-building', 'MAPLE RIVER'),
    publish_date: '2025-03-03',
  },
  {
    cate_id: CATE.aboutVideo,
    title: t('六十年：从枫河岸边出发', 'Sixty Years: From the Banks of the Fenghe River'),
    summary: t(
      '老员工与年轻工程师讲述枫河控制阀 1965 年至今的故事。',
      'Long-serving staff and young engineers tell the Maple River story from 1965 to today.',
    ),
    file: {
      kind: 'video',
      name: t('六十年：从枫河岸边出发', 'Sixty Years: From the Banks of the Fenghe River'),
    },
    picture: pic('factory-floor', '1965-2025'),
    publish_date: '2025-10-01',
  },
];

/* ------------------------------------------------------------------------------------------------
 * Site configuration
 * ---------------------------------------------------------------------------------------------- */

export const siteConfig: SeedSiteConfig = {
  company_name: t('枫河控制阀有限公司', 'Maple River Controls Co., Ltd.'),
  address: t(
    '中国江苏省常州市武进区枫河路 88 号',
    'No. 88 Fenghe Road, Wujin District, Changzhou, Jiangsu, China',
  ),
  phone: '+86 519 8600 1965',
  hotline: '400-865-1965',
  email: 'info@mapleriver-controls.example',
  fax: '+86 519 8600 1966',
  working_hours: t('周一至周五 8:00—16:30', 'Mon–Fri 8:00–16:30'),
  counters: [
    { value: '860+', label: t('满意客户', 'Satisfied Customers') },
    { value: '960', label: t('项目业绩', 'Projects') },
    { value: '99%', label: t('客户好评率', 'Good Feedback') },
    { value: '80000+', label: t('产品台数', 'Units Delivered') },
  ],
  customers: [
    {
      name: t('玉岸热电', 'Jade Coast Thermal Power'),
      description: t(
        '为两台 660 MW 超超临界机组提供给水、减温水和旁路控制阀，并承担年度检修服务。',
        'Feedwater, attemperator and bypass control valves for two 660 MW ultra-supercritical units, plus annual outage service.',
      ),
    },
    {
      name: t('银脉管道', 'Silverline Pipeline Company'),
      description: t(
        '长输天然气管道站场的调压阀、管线球阀及电动执行机构供货。',
        'Pressure control valves, pipeline ball valves and electric actuators for compressor and metering stations on a long-distance gas pipeline.',
      ),
    },
    {
      name: t('丹湾石化', 'Cinnabar Bay Petrochemical'),
      description: t(
        '加氢装置高压差角阀与多级防汽蚀阀，以及全厂智能定位器改造。',
        'High-pressure-drop angle valves and multi-stage anti-cavitation valves for a hydrotreater, plus a site-wide smart positioner upgrade.',
      ),
    },
    {
      name: t('绿石精细化工', 'Greenstone Fine Chemicals'),
      description: t(
        '腐蚀性介质工况的衬里隔膜阀和波纹管密封控制阀。',
        'Lined diaphragm valves and bellows-sealed control valves for corrosive service.',
      ),
    },
    {
      name: t('青澜水务', 'Qinglan Water Utilities'),
      description: t(
        '水厂与加压泵站的调流蝶阀和电动执行机构，配套远程诊断服务。',
        'Flow-control butterfly valves and electric actuators for treatment works and booster stations, with remote diagnostics.',
      ),
    },
    {
      name: t('白桦纸业', 'Whitebirch Pulp & Paper'),
      description: t(
        '浆料流送系统 V 型球阀及蒸汽与冷凝水系统控制阀。',
        'V-port ball valves for the stock approach system and control valves for steam and condensate.',
      ),
    },
    {
      name: t('铁峰矿冶', 'Ironpeak Mining & Metals'),
      description: t(
        '矿浆输送与浸出工段的耐磨偏心旋转阀和陶瓷阀内件。',
        'Wear-resistant eccentric plug valves and ceramic trim for slurry transport and leaching.',
      ),
    },
    {
      name: t('港辉 LNG 接收站', 'Harborlight LNG Terminal'),
      description: t(
        '低温控制阀与紧急切断阀，部分回路采用具备 SIL 3 能力的阀门组合。',
        'Cryogenic control valves and emergency shutdown valves, including SIL 3 capable assemblies on selected loops.',
      ),
    },
  ],
  qualifications: [
    {
      name: t('ISO 9001 质量管理体系认证', 'ISO 9001 Quality Management System'),
      description: t(
        '覆盖控制阀、执行机构与定位器的设计、制造、试验和服务。',
        'Covers design, manufacture, testing and service of control valves, actuators and positioners.',
      ),
    },
    {
      name: t('ISO 14001 环境管理体系认证', 'ISO 14001 Environmental Management System'),
      description: t(
        '常州生产基地的环境管理体系认证，涵盖涂装、试验用水和废弃物管理。',
        'Environmental management certification for the Changzhou plant, including painting, test water and waste handling.',
      ),
    },
    {
      name: t(
        'ISO 45001 职业健康安全管理体系认证',
        'ISO 45001 Occupational Health and Safety Management System',
      ),
      description: t(
        '工厂生产与现场服务作业的职业健康安全管理体系认证。',
        'Occupational health and safety certification for factory operations and field service work.',
      ),
    },
    {
      name: t('API 6D 会标许可', 'API 6D Monogram Licence'),
      description: t(
        '公司持有的管线球阀 API 6D 产品会标许可。',
        "The company's API 6D monogram licence for pipeline ball valves.",
      ),
    },
    {
      name: t('CE/PED 认证', 'CE/PED Certification'),
      description: t(
        '公司控制阀产品符合欧盟承压设备指令的认证证书。',
        "The company's certificate of conformity of its control valves with the EU Pressure Equipment Directive.",
      ),
    },
    {
      name: t('SIL 3 能力评估证书', 'SIL 3 Capability Certificate'),
      description: t(
        '部分阀门—执行机构组合按 IEC 61508 评估，可用于最高 SIL 3 的安全仪表功能。',
        'Selected valve and actuator assemblies assessed to IEC 61508 as suitable for safety instrumented functions up to SIL 3.',
      ),
    },
  ],
  banners: [
    {
      title: t('六十年，专注流量控制', 'Sixty Years of Flow Control'),
      subtitle: t(
        '1965 年至今，枫河控制阀为六大流程工业提供控制阀、执行机构与定位器。',
        'Since 1965, Maple River Controls has supplied control valves, actuators and positioners to six process industries.',
      ),
      picture: { scene: 'banner', label: 'SINCE 1965' },
    },
    {
      title: t('为苛刻工况而设计', 'Engineered for Severe Service'),
      subtitle: t(
        '多级防汽蚀、低噪声与耐冲蚀阀内件，150# 至 2500# 全压力等级覆盖。',
        'Multi-stage anti-cavitation, low-noise and erosion-resistant trim across pressure classes 150# to 2500#.',
      ),
      picture: { scene: 'banner', label: 'SEVERE SERVICE' },
    },
    {
      title: t('服务，始终在线', 'Service That Stays On Line'),
      subtitle: t(
        '8 小时到场响应，95% 常用备件 24 小时发货，升级部件 12 个月质保。',
        '8-hour on-site response, 95% of common parts shipped in 24 hours, and a 12-month warranty on upgraded parts.',
      ),
      picture: { scene: 'banner', label: 'SERVICE 24/7' },
    },
  ],
  capacity_pictures: [
    pic('factory-floor', 'CNC HALL'),
    pic('laboratory', 'R&D CENTER'),
    pic('test-bench', 'FLOW LOOP'),
    pic('warehouse', 'SPARES'),
  ],
  quality_pictures: [
    pic('laboratory', 'PMI CHECK'),
    pic('test-bench', 'SEAT LEAKAGE'),
    pic('certificate', 'ISO 9001'),
    pic('control-valve-assembly', 'FINAL TEST'),
  ],
  vr_link: 'https://vr.mapleriver-controls.example/tour',
  consultation_link: 'https://chat.mapleriver-controls.example/service',
  map_center: { lat: 31.7, lng: 119.95 },
  social: [
    { name: t('微信公众号', 'WeChat'), url: 'https://www.mapleriver-controls.example/wechat' },
    { name: t('领英', 'LinkedIn'), url: 'https://www.mapleriver-controls.example/linkedin' },
    { name: t('YouTube 频道', 'YouTube'), url: 'https://www.mapleriver-controls.example/youtube' },
  ],
};
