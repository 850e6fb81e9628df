/**
 * Demo content of the list categories: news, product cases, maintenance cases, jobs and offices.
 * All copy is original and fictional (Maple River Controls / 枫河控制阀); customers are described,
 * never named. Phone numbers and e-mail addresses are deliberately unreachable.
 */
import type { SeedItem, SeedJob, SeedOffice, Text } from '../types.js';
import { CATE } from '../../../../contract/constants.js';

/** A text in both languages: Chinese first, then English. */
const t = (zh: string, en: string): Text => ({ zh, en });

const SOURCE = t('枫河控制阀', 'Maple River Controls');

/* ------------------------------------------------------------------------------------------------
 * News (44 items: company, industry, exhibitions & events, technical articles)
 * ---------------------------------------------------------------------------------------------- */

const companyNews: SeedItem[] = [
  {
    key: 'news-c01',
    cate_id: CATE.newsCompany,
    title: t('常州二期机加工车间正式投产', 'Changzhou Phase II machining hall enters production'),
    summary: t(
      '新建的 18,000 平方米车间新增 26 台数控加工中心和一条苛刻工况阀内件洁净装配线，球形阀和角阀年产能提升约 40%。',
      'The new 18,000 m² hall adds 26 CNC machining centres and a clean assembly line for severe-service trims, raising annual capacity for globe and angle valves by about 40%.',
    ),
    content: t(
      `<p>2月16日，枫河控制阀常州总部二期机加工车间正式投产。车间建筑面积 18,000 平方米，配置 26 台数控加工中心及车削单元、一个用于钴基合金和碳化钨堆焊的硬化处理工段，以及一间独立的多级阀内件洁净装配间。</p>
<h3>苛刻工况阀门交期缩短</h3>
<p>新车间投产后，口径至 DN600、压力等级至 Class 2500 的阀体可在同一厂区内完成加工、装配和试验。高压差阀内件转入受控环境装配，可有效减少颗粒污染——在高压差工况下，一处毛刺就可能成为冲蚀的起点。</p>
<ul><li>球形阀和角阀年产能提升约 40%</li><li>Class 600–1500 球形阀标准交期由 14 周缩短至 10 周</li><li>全部壳体试验和阀座泄漏试验数据按阀门序列号电子化存档</li></ul>
<p>工厂负责人表示：“整个车间是围绕一台阀门的流转来设计的，从铸件入厂检验到最终试验报告一气呵成。无论客户订一台还是一百台，得到的可追溯性都是一样的。”</p>`,
      `<p>On 16 February Maple River Controls started production in the Phase II machining hall at its Changzhou headquarters. The 18,000 m² building houses 26 CNC machining centres and turning cells, a hard-facing shop for cobalt-alloy and tungsten-carbide overlays, and a separate clean room for assembling multi-stage trims.</p>
<h3>Shorter lead times for severe-service valves</h3>
<p>Bodies up to DN600 and Class 2500 can now be machined, assembled and tested on one site. Moving trim assembly into a controlled area reduces particle contamination in high-pressure-drop trims, where a single burr can become the starting point of erosion.</p>
<ul><li>Annual capacity for globe and angle valves up by about 40%</li><li>Standard lead time for Class 600–1500 globe valves cut from 14 to 10 weeks</li><li>Every shell and seat-leakage test recorded digitally against the valve serial number</li></ul>
<p>“The hall was designed around the journey of a single valve, from casting inspection to the final test report,” said the plant manager. “A customer gets the same traceability whether the order is for one valve or a hundred.”</p>`,
    ),
    publish_date: '2023-02-16',
    picture: { scene: 'factory-floor', label: 'PHASE II' },
    title_desc: SOURCE,
  },
  {
    key: 'news-c02',
    cate_id: CATE.newsCompany,
    title: t('汉密尔顿服务中心扩建维修工位', 'Hamilton service centre expands its valve repair bays'),
    summary: t(
      '加拿大汉密尔顿服务中心新增四个维修工位和一台 Class 2500 试验台，可在北美本地完成大口径高压阀门的检修与复验。',
      'The Hamilton service centre in Canada has added four repair bays and a Class 2500 test bench, so large high-pressure valves can be overhauled and re-tested locally in North America.',
    ),
    content: t(
      `<p>枫河控制阀加拿大汉密尔顿服务中心完成扩建，维修车间面积增至 2,600 平方米，新增四个重型维修工位、一台 20 吨桥式起重机，以及一台可进行 Class 2500 壳体试验和阀座泄漏试验的液压试验台。</p>
<p>此前，部分大口径高压阀门需运回常州总部检修，往返运输约需六周。扩建后，安大略、魁北克及美国五大湖地区客户的阀门可在本地完成拆解、检测、修复和复验，整体检修周期缩短至两到三周。</p>
<h3>本地备件库同步扩容</h3>
<p>服务中心备件库新增约 3,200 个库存单元，覆盖 Class 150 至 Class 2500 常用阀内件、填料、密封件和执行机构膜片，并与常州中央仓库实时共享库存数据。</p>
<p>汉密尔顿服务中心主要服务电力、制浆造纸和冶金行业客户，现有维修技师和现场服务工程师 34 名。</p>`,
      `<p>Maple River Controls has completed the expansion of its service centre in Hamilton, Ontario. The repair shop now covers 2,600 m² and has four additional heavy-duty bays, a 20-tonne overhead crane and a hydraulic test bench rated for Class 2500 shell and seat-leakage testing.</p>
<p>Until now, some large high-pressure valves had to be shipped to the Changzhou headquarters for overhaul, a round trip of about six weeks. Valves from Ontario, Quebec and the US Great Lakes region can now be dismantled, inspected, repaired and re-tested locally, bringing the typical overhaul cycle down to two to three weeks.</p>
<h3>Larger local spare-parts stock</h3>
<p>The centre's stores have grown by about 3,200 stock-keeping units covering common trims, packing, seals and actuator diaphragms from Class 150 to Class 2500, with stock levels shared in real time with the central warehouse in Changzhou.</p>
<p>The Hamilton team of 34 technicians and field service engineers mainly supports customers in power generation, pulp and paper, and metals.</p>`,
    ),
    publish_date: '2023-06-08',
    picture: { scene: 'workshop-repair', label: 'HAMILTON' },
    title_desc: SOURCE,
  },
  {
    key: 'news-c03',
    cate_id: CATE.newsCompany,
    title: t('MR-GV300 系列累计装机突破 20,000 台', 'MR-GV300 series passes 20,000 installed valves'),
    summary: t(
      '自 2009 年推出以来，MR-GV300 笼式导向球形调节阀已在 30 多个国家和地区的电力、石化和化工装置中投用，累计装机超过 20,000 台。',
      'Since its launch in 2009, the MR-GV300 cage-guided globe control valve has been installed in power, refining and chemical plants in more than 30 countries, with over 20,000 units in service.',
    ),
    content: t(
      `<p>9月，第 20,000 台 MR-GV300 笼式导向球形调节阀在常州总装线下线，发往华东一座石化基地的加氢装置。这一系列自 2009 年推出以来，已成为公司出货量最大的单一产品。</p>
<p>MR-GV300 采用平衡式笼式阀内件和快速更换阀座结构，口径 DN25 至 DN400，压力等级 Class 150 至 Class 1500。十余年来，产品经历了三次主要改进：</p>
<ul><li>2013 年：推出低噪声多孔笼和防气蚀阀内件选项</li><li>2017 年：标配符合 ISO 15848-1 低泄漏要求的填料函</li><li>2021 年：与 MR-DP10 智能定位器深度集成，支持在线诊断</li></ul>
<p>在公司累计交付的 80,000 余台阀门和执行机构中，MR-GV300 系列约占四分之一。研发中心表示，新一代产品将重点提升高温工况下的阀内件寿命。</p>`,
      `<p>In September the 20,000th MR-GV300 cage-guided globe control valve left the Changzhou assembly line, bound for a hydrotreating unit at a petrochemical complex in East China. Since its launch in 2009 the series has become the company's highest-volume single product.</p>
<p>The MR-GV300 uses a balanced cage-guided trim and a quick-change seat, in sizes DN25 to DN400 and pressure classes 150 to 1500. It has gone through three major revisions:</p>
<ul><li>2013: low-noise drilled cages and anti-cavitation trim options</li><li>2017: low-emission packing box meeting ISO 15848-1 as standard</li><li>2021: full integration with the MR-DP10 digital positioner for online diagnostics</li></ul>
<p>The series accounts for roughly a quarter of the more than 80,000 valves and actuators the company has delivered. The R&amp;D centre says the next generation will focus on trim life in high-temperature service.</p>`,
    ),
    publish_date: '2023-09-21',
    picture: { scene: 'globe-valve', label: 'MR-GV300' },
    title_desc: SOURCE,
  },
  {
    key: 'news-c04',
    cate_id: CATE.newsCompany,
    title: t(
      '2023 年度服务报告：现场响应达标率 97.6%',
      '2023 service review: 97.6% of call-outs met the 8-hour target',
    ),
    summary: t(
      '公司发布 2023 年度客户服务报告：全年处理现场服务请求 1,412 次，8 小时内到场率 97.6%，常用备件 24 小时发货率 95.3%。',
      'The 2023 customer service report shows 1,412 on-site service requests, 97.6% of them reached within eight hours, and 95.3% of common spare parts shipped within 24 hours.',
    ),
    content: t(
      `<p>枫河控制阀发布 2023 年度客户服务报告。报告显示，全年共受理现场服务请求 1,412 次，其中 97.6% 在承诺的 8 小时内到达现场；未达标的案例主要集中在海上平台和偏远矿区，受交通条件限制。</p>
<table><tr><th>指标</th><th>承诺</th><th>2023 年实际</th></tr><tr><td>现场响应</td><td>8 小时</td><td>97.6% 达标</td></tr><tr><td>常用备件发货</td><td>95% 在 24 小时内</td><td>95.3%</td></tr><tr><td>客户满意度</td><td>—</td><td>99% 好评</td></tr></table>
<h3>改进方向</h3>
<p>针对偏远地区响应，公司将在 2024 年与三家区域合作伙伴签订驻点协议，并为海上客户提前配置随船备件包。同时，升级更换的零部件继续提供 12 个月质保。</p>
<p>服务热线工作时间为周一至周五 8:00–16:30；紧急停机事件可通过值班电话全天候报修。</p>`,
      `<p>Maple River Controls has published its 2023 customer service report. Of 1,412 on-site service requests during the year, 97.6% were reached within the promised eight hours; most of the misses involved offshore platforms and remote mine sites where transport was the limiting factor.</p>
<table><tr><th>Indicator</th><th>Commitment</th><th>2023 actual</th></tr><tr><td>On-site response</td><td>8 hours</td><td>97.6% on target</td></tr><tr><td>Common spare parts shipped</td><td>95% within 24 hours</td><td>95.3%</td></tr><tr><td>Customer feedback</td><td>—</td><td>99% positive</td></tr></table>
<h3>Next steps</h3>
<p>To improve response in remote areas, the company will sign standby agreements with three regional partners in 2024 and prepare ship-ready spare kits for offshore customers in advance. Upgraded parts continue to carry a 12-month warranty.</p>
<p>The service desk is staffed Monday to Friday, 8:00–16:30; unplanned shutdowns can be reported around the clock through the duty line.</p>`,
    ),
    publish_date: '2024-01-18',
    picture: { scene: 'field-service' },
    title_desc: SOURCE,
  },
  {
    key: 'news-c05',
    cate_id: CATE.newsCompany,
    title: t('休斯敦服务中心开业', 'Houston service centre opens its doors'),
    summary: t(
      '位于美国得克萨斯州休斯敦的新服务中心正式运营，为墨西哥湾沿岸炼油、石化和天然气客户提供检修、备件和现场服务。',
      'A new service centre in Houston, Texas, is now operating, offering overhaul, spare parts and field service to refining, petrochemical and gas customers along the Gulf Coast.',
    ),
    content: t(
      `<p>4月25日，枫河控制阀休斯敦服务中心正式开业。中心占地 4,500 平方米，设有检修车间、Class 150 至 Class 2500 压力试验台、阀门诊断实验室和备件仓库。</p>
<p>墨西哥湾沿岸集中了大量炼油厂和石化装置，每年的装置大修对阀门检修能力需求很大。休斯敦中心投运后，可承担大修期间的集中检修任务，也可提供驻厂服务。</p>
<ul><li>首批配置 22 名工程师和技师，2025 年计划增至 40 名</li><li>备件库存约 4,000 个库存单元，覆盖常用阀内件和执行机构部件</li><li>可进行定位器信号诊断和执行机构性能测试</li></ul>
<p>公司北美业务负责人表示：“我们希望客户在大修期间把我们当作自己的阀门车间来用——拆下来的阀门在几英里外就能得到检修和复验。”</p>`,
      `<p>On 25 April Maple River Controls opened its service centre in Houston, Texas. The 4,500 m² facility includes an overhaul shop, pressure test benches from Class 150 to Class 2500, a valve diagnostics lab and a spare-parts warehouse.</p>
<p>The Gulf Coast is home to a dense cluster of refineries and petrochemical units, and every turnaround creates heavy demand for valve repair capacity. The Houston centre can take on concentrated overhaul work during turnarounds and can also provide resident on-site crews.</p>
<ul><li>22 engineers and technicians at opening, planned to grow to 40 in 2025</li><li>About 4,000 stock-keeping units of common trims and actuator parts</li><li>Positioner signature diagnostics and actuator performance testing in house</li></ul>
<p>“We want customers to use us as their own valve shop during a turnaround,” said the head of North American operations. “A valve pulled out of the unit can be repaired and re-tested a few miles away.”</p>`,
    ),
    publish_date: '2024-04-25',
    picture: { scene: 'office-building', label: 'HOUSTON' },
    title_desc: SOURCE,
    mediainfo: t('《过程装备观察》2024 年第 5 期', 'Process Equipment Observer, May 2024 issue'),
  },
  {
    key: 'news-c06',
    cate_id: CATE.newsCompany,
    title: t(
      '公司通过质量、环境与职业健康安全管理体系复审',
      'Management system recertification completed for quality, environment and safety',
    ),
    summary: t(
      '第三方认证机构完成对常州总部及四个服务中心的年度审核，质量、环境和职业健康安全三项管理体系证书全部更新。',
      'An independent certification body has completed the annual audit of the Changzhou headquarters and four service centres, renewing the quality, environmental and occupational health and safety certificates.',
    ),
    content: t(
      `<p>8月，第三方认证机构对枫河控制阀常州总部以及北京、上海、汉密尔顿、休斯敦四个服务中心开展了为期九天的联合审核，覆盖设计开发、采购、制造、试验、现场服务和备件管理全流程。</p>
<p>审核组共抽查 186 份阀门出厂档案，重点核对材料证书、无损检测记录和压力试验记录与序列号的对应关系，未发现不符合项。审核结束后，质量管理体系、环境管理体系和职业健康安全管理体系证书全部完成更新。</p>
<h3>审核中的三项改进建议</h3>
<ol><li>将海外服务中心的校准记录纳入总部统一系统</li><li>为现场服务工程师增加受限空间作业复训频次</li><li>在供应商评价中加入铸件碳足迹数据</li></ol>
<p>公司质量部表示，三项建议均已列入 2024 年第四季度改进计划。</p>`,
      `<p>In August an independent certification body carried out a nine-day combined audit of the Changzhou headquarters and the Beijing, Shanghai, Hamilton and Houston service centres, covering design, purchasing, manufacturing, testing, field service and spare-parts management.</p>
<p>The auditors sampled 186 valve dossiers, tracing material certificates, NDE records and pressure-test records back to each serial number, and raised no nonconformities. The quality, environmental and occupational health and safety certificates have all been renewed.</p>
<h3>Three improvement suggestions</h3>
<ol><li>Bring calibration records of the overseas service centres into the headquarters system</li><li>Increase the refresher frequency of confined-space training for field engineers</li><li>Add casting carbon-footprint data to supplier evaluation</li></ol>
<p>The quality department says all three items are scheduled in the Q4 2024 improvement plan.</p>`,
    ),
    publish_date: '2024-08-30',
    picture: { scene: 'certificate', label: 'ISO' },
    title_desc: SOURCE,
  },
  {
    key: 'news-c07',
    cate_id: CATE.newsCompany,
    title: t(
      '六十周年纪念年启动：从 1965 年的修理车间说起',
      'Sixtieth anniversary year begins: from a 1965 repair workshop',
    ),
    summary: t(
      '2025 年是枫河控制阀成立六十周年。公司档案组梳理了早期资料，并解释了部分旧宣传册中“1963 年”这一说法的由来。',
      '2025 marks sixty years of Maple River Controls. The company archive team has reviewed early records and explains why some old brochures give 1963 as the founding year.',
    ),
    content: t(
      `<p>1965 年，枫河控制阀的前身在常州运河边的一座厂房里登记成立，最初只有 40 多名职工，主要为当地电厂和化肥厂修理阀门。六十年后，公司已成为一家中加合资企业，产品涵盖调节阀、执行机构、定位器以及维修升级服务。</p>
<h3>1963 还是 1965？</h3>
<p>部分上世纪九十年代的旧宣传册写着“始于 1963 年”。档案组查阅工商登记和早期账册后确认：1963 年是几位创始技师在电厂内设立阀门修理班组的年份，而公司作为独立企业的登记时间是 1965 年。公司此后统一以 1965 年为成立年份。</p>
<p>纪念年期间，公司将陆续开展以下活动：</p>
<ul><li>发布口述历史系列，采访 20 位老员工</li><li>在常州总部设立阀门陈列室，展出各时期代表产品</li><li>9 月举办周年庆典和客户技术交流会</li></ul>
<p>总经理在新年致辞中说：“六十年里我们修过、造过的每一台阀门，都在某个装置里承担着它的职责。这份信任是我们最重要的资产。”</p>`,
      `<p>In 1965 the forerunner of Maple River Controls was registered in a workshop beside the canal in Changzhou. It had just over 40 employees and mainly repaired valves for local power stations and fertiliser plants. Sixty years later the company is a Sino-Canadian joint venture supplying control valves, actuators, positioners, and maintenance and upgrade services.</p>
<h3>1963 or 1965?</h3>
<p>Some brochures from the 1990s say the company “started in 1963”. After checking registration documents and early ledgers, the archive team confirmed that 1963 is the year a few founding technicians set up a valve repair crew inside a power station, while the company was registered as an independent enterprise in 1965. The company uses 1965 as its founding year.</p>
<p>Activities planned for the anniversary year include:</p>
<ul><li>An oral-history series with interviews of 20 long-serving employees</li><li>A valve gallery at the Changzhou headquarters showing products from each decade</li><li>An anniversary ceremony and customer technical forum in September</li></ul>
<p>“Every valve we have repaired or built in sixty years is doing its job in a plant somewhere,” the general manager said in his New Year address. “That trust is our most important asset.”</p>`,
    ),
    publish_date: '2025-01-10',
    picture: { scene: 'banner', label: '1965-2025' },
    title_desc: SOURCE,
  },
  {
    key: 'news-c08',
    cate_id: CATE.newsCompany,
    title: t('常州中央备件仓库完成自动化改造', 'Central spare-parts warehouse in Changzhou goes automated'),
    summary: t(
      '改造后的中央仓库采用立体货架和条码拣选系统，库存单元增至 28,000 个，常用备件 24 小时发货率稳定在 95% 以上。',
      'The upgraded central warehouse uses high-bay racking and barcode picking, holds 28,000 stock-keeping units and keeps same-day shipment of common spare parts above 95%.',
    ),
    content: t(
      `<p>5月，枫河控制阀常州中央备件仓库完成自动化改造。新仓库配置 14 米高立体货架、两台堆垛机和条码拣选系统，库存单元由 19,000 个增加到 28,000 个。</p>
<p>备件覆盖 Class 150 至 Class 2500 压力等级，包括阀芯、阀座、阀笼、阀杆、填料组件、垫片、执行机构膜片和弹簧、定位器模块等。其中约 6,500 个单元被列为“常用备件”，承诺 95% 在 24 小时内发货。</p>
<h3>按装机档案预测库存</h3>
<p>仓库系统与公司的装机档案相连。系统根据各地在役阀门的型号、服役年限和历次检修记录，预测未来 12 个月的备件需求，并提前调拨到离客户最近的服务中心。</p>
<p>改造完成后的首月，常用备件 24 小时发货率为 96.8%，拣货差错率降至万分之二以下。</p>`,
      `<p>In May the central spare-parts warehouse in Changzhou completed its automation project. It now has 14-metre high-bay racking, two stacker cranes and a barcode picking system, and capacity has grown from 19,000 to 28,000 stock-keeping units.</p>
<p>The stock covers pressure classes 150 to 2500: plugs, seats, cages, stems, packing sets, gaskets, actuator diaphragms and springs, positioner modules and more. About 6,500 items are designated “common parts”, with a commitment to ship 95% of them within 24 hours.</p>
<h3>Stock planned from the installed base</h3>
<p>The warehouse system is linked to the company's installed-base records. From the model, age and repair history of valves in service in each region, it forecasts demand for the next 12 months and moves stock in advance to the service centre closest to the customer.</p>
<p>In the first month after the upgrade, 96.8% of common parts shipped within 24 hours, and picking errors fell below two in ten thousand lines.</p>`,
    ),
    publish_date: '2025-05-14',
    picture: { scene: 'warehouse', label: 'SPARES' },
    title_desc: SOURCE,
  },
  {
    key: 'news-c09',
    cate_id: CATE.newsCompany,
    title: t('枫河控制阀举行成立六十周年庆典', 'Maple River Controls celebrates its sixtieth anniversary'),
    summary: t(
      '来自 14 个国家的客户、合作伙伴和员工代表齐聚常州，共同回顾六十年发展历程，公司同时发布面向 2030 年的服务网络规划。',
      'Customers, partners and employees from 14 countries gathered in Changzhou to mark sixty years, and the company presented its service-network plan to 2030.',
    ),
    content: t(
      `<p>9月19日，枫河控制阀在常州总部举行成立六十周年庆典。来自 14 个国家的客户、合作伙伴和员工代表约 600 人参加。</p>
<p>庆典上，公司回顾了六十年来的几个关键节点：从运河边的修理车间起步，到八十年代引进加方技术组建合资企业，再到在北美、中东、东南亚和南美设立服务中心。截至目前，公司已服务 860 余家客户，完成 960 个项目，累计交付阀门和执行机构 80,000 余台。</p>
<h3>面向 2030 年的服务网络规划</h3>
<ul><li>全球服务中心由 10 个增至 14 个，新增点位优先考虑矿业和水务客户集中的地区</li><li>所有服务中心具备 Class 1500 以上压力试验能力</li><li>远程诊断覆盖 50% 以上在役智能定位器</li></ul>
<p>庆典当天下午，公司举办了客户技术交流会，并邀请 12 位服务满 40 年的老员工为新入职工程师颁发上岗证书。</p>`,
      `<p>On 19 September Maple River Controls held its sixtieth-anniversary ceremony at the Changzhou headquarters, attended by around 600 customers, partners and employees from 14 countries.</p>
<p>The programme traced the milestones of six decades: the canal-side repair workshop, the joint venture formed with a Canadian partner in the 1980s, and service centres in North America, the Middle East, Southeast Asia and South America. To date the company has served more than 860 customers, completed 960 projects and delivered over 80,000 valves and actuators.</p>
<h3>Service network plan to 2030</h3>
<ul><li>Grow from 10 to 14 service centres worldwide, prioritising regions with many mining and water customers</li><li>Test capability above Class 1500 at every service centre</li><li>Remote diagnostics for more than half of the digital positioners in service</li></ul>
<p>In the afternoon the company hosted a customer technical forum, and 12 employees with more than 40 years of service handed qualification certificates to newly hired engineers.</p>`,
    ),
    publish_date: '2025-09-19',
    picture: { scene: 'team-meeting', label: '60 YEARS' },
    title_desc: SOURCE,
    mediainfo: t('《常州工业通讯》2025 年 9 月 22 日', 'Changzhou Industry Bulletin, 22 September 2025'),
  },
  {
    key: 'news-c10',
    cate_id: CATE.newsCompany,
    title: t('成都服务中心投入运营，覆盖西南地区', 'Chengdu service centre opens for Southwest China'),
    summary: t(
      '成都服务中心面向四川、重庆、云南、贵州等地的天然气、化工和水电客户，提供检修、备件和 8 小时现场响应。',
      'The Chengdu centre serves gas, chemical and hydropower customers in Sichuan, Chongqing, Yunnan and Guizhou with overhaul, spare parts and 8-hour on-site response.',
    ),
    content: t(
      `<p>3月12日，枫河控制阀成都服务中心投入运营。这是公司在国内设立的第四个服务中心，主要服务西南地区的天然气集输、化工和水电客户。</p>
<p>西南地区天然气田多位于山区，站场分散，阀门检修往往受制于运输距离。成都中心配置了两辆移动检修车，车上装有便携式研磨设备、阀门诊断仪和常用备件，可在站场现场完成大部分检修作业。</p>
<ul><li>车间面积 1,800 平方米，具备 Class 900 压力试验能力</li><li>首批 16 名工程师和技师，其中 6 人具有天然气站场作业资质</li><li>成渝地区承诺 8 小时到场，偏远站场按合同约定时间响应</li></ul>
<p>成都中心同时承担公司在西南地区的客户培训任务，每季度举办一期阀门维护实操培训班。</p>`,
      `<p>On 12 March Maple River Controls opened its service centre in Chengdu, the company's fourth in China, serving natural-gas gathering, chemical and hydropower customers across the Southwest.</p>
<p>Many gas fields in the region lie in mountainous terrain with widely spread stations, so valve repair is often limited by distance. The Chengdu centre operates two mobile workshop vehicles carrying portable lapping machines, valve diagnostic equipment and common spares, so most repairs can be completed at the station itself.</p>
<ul><li>1,800 m² workshop with Class 900 pressure test capability</li><li>16 engineers and technicians at opening, six qualified for work at gas stations</li><li>8-hour on-site response in the Chengdu–Chongqing area; remote stations per contract</li></ul>
<p>The centre will also run the company's customer training in the Southwest, with a hands-on valve maintenance course every quarter.</p>`,
    ),
    publish_date: '2026-03-12',
    picture: { scene: 'office-building', label: 'CHENGDU' },
    title_desc: SOURCE,
  },
  {
    key: 'news-c11',
    cate_id: CATE.newsCompany,
    title: t('首届学徒班 28 名学员结业', 'First apprentice class of 28 graduates'),
    summary: t(
      '与常州一所职业技术学院合作开办的三年制学徒班首批学员结业，26 人留任公司装配、试验和现场服务岗位。',
      'The first three-year apprentice class, run with a vocational college in Changzhou, has graduated; 26 of the 28 apprentices are joining assembly, testing and field service teams.',
    ),
    content: t(
      `<p>7月9日，枫河控制阀与常州一所职业技术学院联合开办的首届学徒班举行结业仪式。28 名学员完成了三年的学习，其中 26 人正式加入公司装配、试验和现场服务岗位。</p>
<p>学徒班采用“校内理论 + 厂内轮岗”模式。学员在第二年起进入工厂，依次在机加工、装配、试验台和维修车间轮岗，每个岗位由一名资深技师担任导师。</p>
<h3>结业考核</h3>
<p>结业考核包括一台 DN100 球形调节阀的完整拆解、检测、研磨、装配和试验，以及定位器标定和故障排查。全部学员一次通过阀座泄漏试验，平均完成时间比考核标准快 18%。</p>
<blockquote>“阀门修得好不好，最后都要在试验台上见分晓。”——学徒班导师、从业 37 年的装配技师</blockquote>
<p>第二届学徒班已于去年 9 月开班，共有学员 32 名。</p>`,
      `<p>On 9 July the first apprentice class run by Maple River Controls with a vocational college in Changzhou held its graduation. Twenty-eight apprentices completed the three-year programme and 26 have joined the company's assembly, testing and field service teams.</p>
<p>The programme combines classroom theory with rotations in the plant. From the second year, apprentices work in machining, assembly, the test benches and the repair shop, each time mentored by a senior technician.</p>
<h3>Final assessment</h3>
<p>The final assessment was a complete strip-down, inspection, lapping, reassembly and test of a DN100 globe control valve, followed by positioner calibration and fault finding. Every apprentice passed the seat-leakage test at the first attempt, on average 18% faster than the standard time.</p>
<blockquote>“However well you think you repaired a valve, the test bench has the final word.” — mentor and assembly technician with 37 years on the job</blockquote>
<p>The second class, with 32 apprentices, began last September.</p>`,
    ),
    publish_date: '2026-07-09',
    picture: { scene: 'training-room', label: 'APPRENTICES' },
    title_desc: SOURCE,
  },
];

const industryNews: SeedItem[] = [
  {
    key: 'news-i01',
    cate_id: CATE.newsIndustry,
    title: t(
      '煤电机组灵活性改造带动宽可调比调节阀需求',
      'Flexible operation of coal units drives demand for wide-rangeability valves',
    ),
    summary: t(
      '随着煤电机组频繁参与调峰，最低负荷不断下探，给水、减温水和旁路系统的调节阀需要在更宽的流量范围内保持稳定控制。',
      'As coal-fired units cycle more often and run at ever lower minimum loads, feedwater, spray and bypass valves must control stably over a much wider flow range.',
    ),
    content: t(
      `<p>在新能源装机快速增长的背景下，越来越多的煤电机组被要求参与深度调峰，最低稳燃负荷由过去的 50% 额定负荷下探到 30% 甚至更低。这对机组热力系统中的调节阀提出了新的要求。</p>
<h3>低负荷下的典型问题</h3>
<ul><li>给水旁路阀和减温水阀长期在小开度运行，阀芯阀座冲蚀加剧</li><li>流量特性在低开度段失真，导致汽温波动</li><li>启停次数增加，高压旁路阀承受更多热冲击</li></ul>
<p>行业经验表明，可调比达到 50:1 以上、在 5% 开度以下仍保持良好线性的阀门，能够明显改善低负荷下的汽温和汽包水位控制。多级降压阀内件和特殊设计的小流量阀芯是常见的解决手段。</p>
<p>对于已投运机组，改造阀内件通常比整阀更换更经济。业内人士建议，在机组改造前对关键阀门做一次全行程诊断，用数据确定哪些阀门真正需要升级。</p>`,
      `<p>With renewable capacity growing fast, more coal-fired units are asked to follow load deeply, and minimum stable load has fallen from around 50% of rating to 30% or lower. That puts new demands on the control valves in the water-steam cycle.</p>
<h3>Typical problems at low load</h3>
<ul><li>Feedwater bypass and spray water valves spend long periods at small openings, accelerating plug and seat erosion</li><li>Flow characteristics deviate at low travel, causing steam temperature swings</li><li>More starts and stops expose HP bypass valves to more thermal shock</li></ul>
<p>Experience in the industry shows that valves with a rangeability of 50:1 or more, and a well-behaved characteristic below 5% travel, noticeably improve steam temperature and drum level control at low load. Multi-stage pressure-reducing trims and purpose-designed low-flow plugs are common solutions.</p>
<p>For units already in service, retrofitting trims is usually more economical than replacing whole valves. Practitioners recommend a full-stroke diagnostic test of critical valves before the retrofit, so that upgrade decisions are based on data.</p>`,
    ),
    publish_date: '2023-03-09',
    picture: { scene: 'power-plant' },
    title_desc: SOURCE,
  },
  {
    key: 'news-i02',
    cate_id: CATE.newsIndustry,
    title: t('阀门逸散性排放要求日趋严格', 'Fugitive emission requirements for valves keep tightening'),
    summary: t(
      '越来越多的业主在采购规格书中要求阀门通过 ISO 15848-1 型式试验，泄漏检测与修复（LDAR）也从大型炼厂扩展到中小型化工企业。',
      'More owners now require ISO 15848-1 type testing in valve specifications, and leak detection and repair (LDAR) programmes are spreading from large refineries to smaller chemical plants.',
    ),
    content: t(
      `<p>阀杆密封是工艺装置挥发性有机物无组织排放的主要来源之一。近年来，国内外对挥发性有机物排放的管控持续加严，阀门填料函的密封性能正成为采购评审中的重要指标。</p>
<p>在新建项目中，业主普遍要求阀门制造商提供按 ISO 15848-1 完成的型式试验报告，并明确泄漏等级、机械循环次数和温度等级。对于往复运动的调节阀，高循环次数下的密封保持能力尤为关键。</p>
<h3>在役阀门怎么办</h3>
<p>对于大量在役阀门，更现实的做法是结合 LDAR 检测数据，分批更换低泄漏填料组件。改造时需要同步检查阀杆表面粗糙度和直线度——阀杆有划伤时，再好的填料也难以长期保持密封。</p>
<ul><li>优先处理检测值超标和介质毒性高的阀门</li><li>采用带碟簧加载的填料组件，补偿填料松弛</li><li>建立填料更换记录，与后续检测结果对照</li></ul>`,
      `<p>Valve stem seals are one of the main sources of fugitive VOC emissions in process plants. As emission controls tighten worldwide, the sealing performance of the packing box has become a key criterion in valve bid evaluation.</p>
<p>On new projects, owners commonly ask manufacturers for type-test reports to ISO 15848-1 stating the tightness class, number of mechanical cycles and temperature class. For reciprocating control valves, holding the seal over a high cycle count matters most.</p>
<h3>What about valves already in service?</h3>
<p>For the large installed base, the practical route is to use LDAR survey data and replace packing with low-emission sets in batches. Stem surface finish and straightness should be checked at the same time: no packing seals for long against a scored stem.</p>
<ul><li>Start with valves that exceed the leak threshold or handle highly toxic media</li><li>Use live-loaded packing sets with disc springs to compensate for packing relaxation</li><li>Keep a record of each repacking and compare it with subsequent survey results</li></ul>`,
    ),
    publish_date: '2023-07-13',
    picture: { scene: 'chemical-plant' },
    title_desc: SOURCE,
  },
  {
    key: 'news-i03',
    cate_id: CATE.newsIndustry,
    title: t(
      '天然气管网掺氢：对阀门材料意味着什么',
      'Hydrogen blending in gas networks: what it means for valve materials',
    ),
    summary: t(
      '多国正在试验向天然气管网掺入氢气。对于阀门而言，氢脆、小分子渗透和密封材料相容性是需要重新评估的三个方面。',
      'Several countries are trialling hydrogen blending in natural-gas networks. For valves, hydrogen embrittlement, permeation and seal compatibility all need to be reassessed.',
    ),
    content: t(
      `<p>向现有天然气管网掺入一定比例的氢气，被视为利用现有基础设施输送低碳能源的过渡方案。目前的试点项目掺氢比例多在 5% 至 20% 之间。</p>
<h3>三个需要重新评估的方面</h3>
<ol><li><strong>金属材料：</strong>高强度钢在氢环境中可能出现氢脆，尤其是焊缝和热影响区。阀体、阀杆和紧固件的硬度控制需要更严格。</li><li><strong>密封性能：</strong>氢分子小，渗透能力强，原有的外漏检测标准可能不足以反映实际泄漏量。</li><li><strong>非金属材料：</strong>部分弹性体在氢环境中会发生快速减压爆破，需要选择经过验证的牌号。</li></ol>
<p>对于运营商而言，掺氢前对在役阀门做材料和密封评估，比事后补救成本更低。评估通常从阀门台账入手，按材料牌号、硬度和密封形式分类筛查。</p>
<p>业内专家提醒，掺氢比例变化会改变气体密度和流量系数计算，调节阀的选型核算也需要同步更新。</p>`,
      `<p>Blending hydrogen into existing natural-gas networks is seen as a transitional way to move low-carbon energy through infrastructure that already exists. Most pilot projects blend between 5% and 20% hydrogen.</p>
<h3>Three things to reassess</h3>
<ol><li><strong>Metals:</strong> high-strength steels can suffer hydrogen embrittlement, especially in welds and heat-affected zones. Hardness control of bodies, stems and bolting has to be tighter.</li><li><strong>Sealing:</strong> hydrogen molecules are small and permeate easily; existing external-leak test criteria may not reflect actual leakage.</li><li><strong>Non-metals:</strong> some elastomers suffer explosive decompression in hydrogen service, so only qualified grades should be used.</li></ol>
<p>For operators, assessing the materials and seals of valves in service before blending starts is far cheaper than fixing problems afterwards. The work usually starts from the valve register, screening by material grade, hardness and seal type.</p>
<p>Experts also point out that changing the blend ratio changes gas density and flow-coefficient calculations, so control-valve sizing must be checked again.</p>`,
    ),
    publish_date: '2023-11-02',
    picture: { scene: 'pipeline' },
    title_desc: SOURCE,
  },
  {
    key: 'news-i04',
    cate_id: CATE.newsIndustry,
    title: t('供水企业加大智能压力管理投入', 'Water utilities invest in smart pressure management'),
    summary: t(
      '为降低管网漏损率，越来越多的城市供水企业在分区计量区域入口安装可远程调节的减压调节阀。',
      'To cut network leakage, more municipal water utilities are installing remotely adjustable pressure-reducing control valves at the inlets of district metered areas.',
    ),
    content: t(
      `<p>管网漏损是城市供水企业面临的长期难题。研究表明，管网压力降低 10%，背景漏损量可相应减少 10% 以上，同时爆管频次也会下降。</p>
<p>传统的固定出口压力减压阀只能按最不利时段设定压力，夜间低峰时压力往往偏高。越来越多的供水企业开始采用带电动执行机构或智能定位器的调节阀，按时段或按末端压力反馈动态调整分区入口压力。</p>
<h3>选型要点</h3>
<ul><li>夜间小流量时阀门工作在小开度，需关注调节精度和气蚀风险</li><li>执行机构需具备断电保位功能，避免供水中断</li><li>阀门和控制器应支持远程通信，便于与调度系统集成</li></ul>
<p>业内人士认为，压力管理是投资回收期最短的降漏手段之一，通常一到三年即可收回成本。</p>`,
      `<p>Leakage is a persistent challenge for municipal water utilities. Studies show that reducing network pressure by 10% reduces background leakage by 10% or more, and also lowers the frequency of bursts.</p>
<p>Conventional fixed-outlet pressure-reducing valves must be set for the worst period of the day, so pressure is often too high at night. More utilities now use control valves with electric actuators or digital positioners to adjust the inlet pressure of each district by time of day or by critical-point pressure feedback.</p>
<h3>Selection points</h3>
<ul><li>At night the valve runs at small openings, so control resolution and cavitation risk need attention</li><li>Actuators should stay in position on power loss to avoid supply interruption</li><li>Valves and controllers should support remote communication for integration with the dispatch system</li></ul>
<p>Practitioners regard pressure management as one of the fastest-payback leakage measures, typically recovering its cost in one to three years.</p>`,
    ),
    publish_date: '2024-02-22',
    picture: { scene: 'water-treatment' },
    title_desc: SOURCE,
  },
  {
    key: 'news-i05',
    cate_id: CATE.newsIndustry,
    title: t('LNG 接收站扩建潮带动低温阀门需求', 'LNG terminal expansions lift demand for cryogenic valves'),
    summary: t(
      '全球多个 LNG 接收站进入扩建期，低温调节阀和紧急切断阀的需求增长，长颈阀盖设计和低温试验能力成为供应商门槛。',
      'Many LNG receiving terminals are expanding, raising demand for cryogenic control and emergency shutdown valves; extended bonnets and cryogenic testing capability have become entry requirements for suppliers.',
    ),
    content: t(
      `<p>近两年，亚洲、欧洲和中东多个 LNG 接收站启动扩建或新建工程，储罐、再气化和 BOG 处理单元所需的低温阀门订单明显增加。</p>
<p>在 −162 °C 工况下，阀门面临材料低温韧性、填料冻结和热收缩不均等问题。长颈阀盖能够让填料函远离低温介质，保持在冰点以上工作，这是低温阀门最基本的设计特征。</p>
<h3>采购方关注的重点</h3>
<ul><li>奥氏体不锈钢阀体和阀内件的低温冲击试验数据</li><li>按相关标准进行的低温型式试验报告，包括低温下的阀座泄漏和操作扭矩</li><li>BOG 压缩机防喘振阀的快速响应能力，全行程时间通常要求在 2 秒以内</li></ul>
<p>行业分析认为，具备完整低温试验装置和项目业绩的供应商将在未来几年的招标中占据优势。</p>`,
      `<p>Over the past two years, LNG receiving terminals in Asia, Europe and the Middle East have started expansion or new-build projects, and orders for cryogenic valves for tanks, regasification and boil-off gas (BOG) handling have risen markedly.</p>
<p>At −162 °C valves have to cope with low-temperature toughness of materials, frozen packing and uneven thermal contraction. An extended bonnet keeps the packing box away from the cold fluid and above freezing, the most basic feature of a cryogenic valve.</p>
<h3>What buyers look for</h3>
<ul><li>Low-temperature impact test data for austenitic stainless bodies and trims</li><li>Cryogenic type-test reports, including seat leakage and operating torque at low temperature</li><li>Fast response of BOG compressor anti-surge valves, usually a full stroke within 2 seconds</li></ul>
<p>Analysts expect suppliers with complete cryogenic test facilities and project references to have an advantage in tenders over the next few years.</p>`,
    ),
    publish_date: '2024-06-13',
    picture: { scene: 'lng-terminal' },
    title_desc: SOURCE,
  },
  {
    key: 'news-i06',
    cate_id: CATE.newsIndustry,
    title: t(
      '尾矿管理趋严，矿山浆体阀门受到更多关注',
      'Stricter tailings management puts slurry valves under scrutiny',
    ),
    summary: t(
      '全球尾矿设施管理要求提高，矿山企业开始重新审视浆体输送系统中阀门的可靠性和检修策略。',
      'With tailings facilities under stricter oversight worldwide, mining companies are re-examining the reliability and maintenance strategy of valves in slurry transport systems.',
    ),
    content: t(
      `<p>近年来，尾矿设施安全成为矿业监管的重点。作为尾矿输送和回水系统的关键设备，浆体阀门的可靠性直接关系到系统能否按设计运行。</p>
<p>浆体阀门的主要失效形式是固体颗粒冲刷造成的阀芯、阀座和阀体磨损，以及颗粒沉积导致的卡涩。与清洁介质阀门相比，其检修周期通常短得多，且难以预测。</p>
<h3>矿山企业的新做法</h3>
<ul><li>按介质浓度、粒度和流速对阀门分级，针对高风险位置选用金属硬密封球阀或衬胶夹管阀</li><li>利用智能定位器记录的扭矩变化趋势，提前发现磨损和卡涩</li><li>与供应商签订备件寄售协议，缩短停机时间</li></ul>
<p>一位矿山设备负责人表示：“以前阀门坏了才换，现在我们更希望知道它还能用多久。”</p>`,
      `<p>Tailings facility safety has become a regulatory focus in mining. Slurry valves are key components of tailings transport and water-return systems, and their reliability determines whether the system runs as designed.</p>
<p>The main failure modes are wear of plugs, seats and bodies from solid particles, and sticking caused by settled solids. Maintenance intervals are usually much shorter than for clean-service valves, and harder to predict.</p>
<h3>What mines are doing differently</h3>
<ul><li>Ranking valves by solids concentration, particle size and velocity, and using metal-seated ball valves or lined pinch valves at high-risk locations</li><li>Using torque trends recorded by digital positioners to detect wear and sticking early</li><li>Agreeing spare-parts consignment stock with suppliers to shorten downtime</li></ul>
<p>“We used to replace a valve when it failed,” said one mine maintenance manager. “Now we want to know how long it has left.”</p>`,
    ),
    publish_date: '2024-10-17',
    picture: { scene: 'mining' },
    title_desc: SOURCE,
  },
  {
    key: 'news-i07',
    cate_id: CATE.newsIndustry,
    title: t('制浆造纸企业推进能源回收改造', 'Pulp and paper mills push ahead with energy-recovery upgrades'),
    summary: t(
      '在能源成本压力下，制浆造纸企业加快碱回收、蒸汽冷凝水和热电联产系统改造，对调节阀的精度和密封性提出更高要求。',
      'Under energy cost pressure, mills are upgrading recovery boilers, steam and condensate systems and CHP plants, demanding more precise and tighter control valves.',
    ),
    content: t(
      `<p>蒸汽是制浆造纸企业最大的能源消耗之一。近年来，越来越多的纸厂开始系统梳理蒸汽和冷凝水系统，通过减少阀门内漏、优化压力等级和回收闪蒸汽来降低能耗。</p>
<p>在一座典型的纸机干燥部，数十台调节阀控制着各组烘缸的蒸汽压力和冷凝水排放。阀门内漏会让高品位蒸汽直接进入冷凝水系统，造成可观的能量损失。</p>
<h3>常见改造内容</h3>
<ul><li>将老化的单座阀升级为具有 V 级或 VI 级关断等级的阀门</li><li>采用 V 型球阀控制浆料浓度和流量，提高纤维介质中的调节稳定性</li><li>更换为智能定位器，缩小控制死区</li></ul>
<p>行业数据显示，一次系统性的蒸汽阀门改造通常可降低干燥部蒸汽单耗 3% 至 6%。</p>`,
      `<p>Steam is one of the largest energy costs of a pulp and paper mill. More mills are now reviewing their steam and condensate systems to cut consumption by eliminating valve seat leakage, optimising pressure levels and recovering flash steam.</p>
<p>In a typical paper machine dryer section, dozens of control valves regulate steam pressure and condensate removal for each dryer group. Seat leakage lets high-grade steam pass straight into the condensate system, wasting considerable energy.</p>
<h3>Typical upgrades</h3>
<ul><li>Replacing ageing single-seat valves with valves rated for Class V or Class VI shut-off</li><li>Using V-port ball valves for stock consistency and flow to improve control in fibrous media</li><li>Fitting digital positioners to reduce dead band</li></ul>
<p>Industry figures suggest that a systematic steam valve upgrade typically lowers the specific steam consumption of the dryer section by 3% to 6%.</p>`,
    ),
    publish_date: '2025-02-27',
    picture: { scene: 'pulp-paper' },
    title_desc: SOURCE,
  },
  {
    key: 'news-i08',
    cate_id: CATE.newsIndustry,
    title: t(
      '阀门在线诊断由试点走向常规应用',
      'Online valve diagnostics move from pilot to standard practice',
    ),
    summary: t(
      '智能定位器普及后，阀门性能数据可在不停车条件下获取。越来越多的工厂把诊断结果纳入检修计划，减少“不必要的拆检”。',
      'With digital positioners now widespread, valve performance data can be collected without shutting down, and more plants base their turnaround scope on diagnostic results, cutting unnecessary overhauls.',
    ),
    content: t(
      `<p>过去，大修期间的阀门检修范围主要依据经验和固定周期确定，很多阀门拆开后才发现状态良好。随着智能定位器的普及，阀门的行程、摩擦力、气源压力和响应时间等数据可以在装置运行中持续采集。</p>
<p>多家大型炼化企业的实践显示，基于诊断数据制定检修计划后，大修期间需拆检的调节阀数量可减少 25% 至 40%，而检修后的阀门故障率并未上升。</p>
<h3>推广中遇到的问题</h3>
<ul><li>不同品牌定位器的数据格式不统一，难以集中分析</li><li>仪表人员缺乏解读诊断曲线的经验</li><li>诊断结论需要与检修结果闭环对照，才能持续改进判断标准</li></ul>
<p>业内人士建议，工厂可以先从关键回路的几十台阀门做起，建立基线数据，再逐步扩大覆盖范围。</p>`,
      `<p>Turnaround valve scopes used to be set mainly by experience and fixed intervals, and many valves turned out to be in good condition once opened. With digital positioners now common, travel, friction, supply pressure and response time can be collected continuously while the unit runs.</p>
<p>Experience at several large refining and petrochemical sites shows that when turnaround scope is based on diagnostic data, the number of control valves pulled for overhaul falls by 25% to 40%, with no increase in failures afterwards.</p>
<h3>Obstacles to wider use</h3>
<ul><li>Positioners from different makers store data in different formats, making central analysis difficult</li><li>Instrument technicians lack experience in reading diagnostic signatures</li><li>Diagnoses must be checked against what is found at overhaul to refine the criteria over time</li></ul>
<p>Practitioners suggest starting with a few dozen valves on critical loops, building baseline data, and then widening coverage step by step.</p>`,
    ),
    publish_date: '2025-06-26',
    picture: { scene: 'positioner' },
    title_desc: SOURCE,
    mediainfo: t('《流程工业周评》2025 年第 26 期', 'Process Industry Weekly Review, issue 26/2025'),
  },
  {
    key: 'news-i09',
    cate_id: CATE.newsIndustry,
    title: t(
      '铸件交期趋稳，阀门供应链恢复常态',
      'Casting lead times stabilise as the valve supply chain normalises',
    ),
    summary: t(
      '经历了几年的波动之后，碳钢和不锈钢阀体铸件的交期已基本回到正常水平，但双相钢和镍基合金铸件仍然偏紧。',
      'After several volatile years, lead times for carbon and stainless steel valve castings are largely back to normal, though duplex and nickel-alloy castings remain tight.',
    ),
    content: t(
      `<p>据行业调查，2025 年第三季度碳钢和奥氏体不锈钢阀体铸件的平均交期已回落到 8 至 10 周，接近此前的正常水平。</p>
<p>但特殊材料的情况不同。双相不锈钢、超级双相钢和镍基合金铸件的交期仍在 16 至 24 周之间，主要原因是合格铸造厂数量有限，且海水淡化、化工和海工项目需求集中释放。</p>
<h3>对用户的建议</h3>
<ul><li>对于特殊材料阀门，在项目早期锁定铸件产能</li><li>关键阀门考虑锻件阀体方案，以换取更确定的交期</li><li>在役阀门的阀内件备件提前储备，避免突发故障时被动等待</li></ul>
<p>分析人士指出，供应链的恢复并不均衡，采购计划仍需按材料分别对待。</p>`,
      `<p>Industry surveys show that in Q3 2025 the average lead time for carbon steel and austenitic stainless valve castings fell back to 8–10 weeks, close to pre-disruption levels.</p>
<p>Special alloys are a different story. Duplex, super duplex and nickel-alloy castings still take 16–24 weeks, mainly because qualified foundries are few and demand from desalination, chemical and offshore projects has arrived all at once.</p>
<h3>Advice for buyers</h3>
<ul><li>For special-alloy valves, reserve foundry capacity early in the project</li><li>For critical valves, consider forged bodies in exchange for more predictable delivery</li><li>Stock trim spares for valves in service rather than waiting after an unexpected failure</li></ul>
<p>Analysts note that the recovery is uneven and purchasing plans still need to be made material by material.</p>`,
    ),
    publish_date: '2025-10-23',
    picture: { scene: 'factory-floor' },
    title_desc: SOURCE,
  },
  {
    key: 'news-i10',
    cate_id: CATE.newsIndustry,
    title: t('碳捕集项目为调节阀带来新工况', 'Carbon capture projects create new duties for control valves'),
    summary: t(
      '燃烧后碳捕集装置中的胺液循环、二氧化碳压缩和超临界输送环节，对阀门的耐腐蚀、抗气蚀和低温性能提出了组合要求。',
      'Amine circulation, CO₂ compression and dense-phase transport in post-combustion capture plants combine corrosion, cavitation and low-temperature requirements for valves.',
    ),
    content: t(
      `<p>随着电力、水泥和化工行业碳捕集项目陆续落地，相关工艺对阀门提出了一些不同于传统装置的要求。</p>
<h3>典型工况</h3>
<ul><li><strong>富液减压：</strong>吸收塔底富胺液进入再生塔前需大幅减压，溶解的二氧化碳析出，容易造成闪蒸和冲蚀。</li><li><strong>压缩机防喘振：</strong>二氧化碳压缩机多级压缩，防喘振阀需要快速、精确的响应。</li><li><strong>超临界输送：</strong>二氧化碳在管道中以密相输送，泄压时温度骤降，阀门材料需满足低温韧性要求。</li></ul>
<p>此外，含水二氧化碳对碳钢具有较强腐蚀性，与介质接触的部件通常需选用不锈钢或更高等级材料。</p>
<p>业内专家认为，碳捕集装置的阀门选型应在工艺包设计阶段就与阀门供应商沟通，避免后期因工况理解偏差而返工。</p>`,
      `<p>As carbon capture projects in power, cement and chemicals move into execution, their processes place some unusual demands on valves.</p>
<h3>Typical duties</h3>
<ul><li><strong>Rich amine letdown:</strong> rich solvent from the absorber bottom is let down before the stripper, releasing dissolved CO₂ and causing flashing and erosion.</li><li><strong>Compressor anti-surge:</strong> multi-stage CO₂ compressors need anti-surge valves with fast, precise response.</li><li><strong>Dense-phase transport:</strong> CO₂ travels in dense phase; during depressurisation the temperature drops sharply, so valve materials need low-temperature toughness.</li></ul>
<p>Wet CO₂ is also corrosive to carbon steel, so wetted parts are usually stainless steel or higher alloys.</p>
<p>Experts recommend involving the valve supplier while the process package is still being designed, to avoid rework caused by misread service conditions.</p>`,
    ),
    publish_date: '2026-04-16',
    picture: { scene: 'chemical-plant', label: 'CCUS' },
    title_desc: SOURCE,
  },
  {
    key: 'news-i11',
    cate_id: CATE.newsIndustry,
    title: t('在役阀门老化：改造还是更换？', 'An ageing installed base: retrofit or replace?'),
    summary: t(
      '大量上世纪九十年代和本世纪初投运的装置进入设备老化期。对于调节阀，改造阀内件和执行机构往往能以更低成本达到接近新阀的性能。',
      'Many plants commissioned in the 1990s and early 2000s are reaching old age. For control valves, retrofitting trims and actuators often delivers near-new performance at lower cost.',
    ),
    content: t(
      `<p>在电力、石化和冶金行业，大量装置已运行二十年以上。面对老化的调节阀，业主常常需要在“整阀更换”和“局部改造”之间做出选择。</p>
<p>阀体作为承压件，通常寿命很长；真正影响性能的往往是阀内件、填料、执行机构和定位器。如果阀体壁厚和密封面状况良好，只更换这些部件即可恢复甚至提升控制性能，而且无需改动管道。</p>
<h3>判断依据</h3>
<table><tr><th>情况</th><th>建议</th></tr><tr><td>阀体壁厚满足要求，阀内件磨损</td><td>更换或升级阀内件</td></tr><tr><td>控制精度差，执行机构老化</td><td>更换执行机构和智能定位器</td></tr><tr><td>工况已显著变化，流量系数不匹配</td><td>重新选型，必要时整阀更换</td></tr><tr><td>阀体冲蚀或开裂</td><td>整阀更换</td></tr></table>
<p>无论选择哪种方式，改造前都应按当前实际工况重新核算流量系数、噪声和气蚀指数，避免把原有的选型问题原样保留下来。</p>`,
      `<p>In power, petrochemical and metals plants, many units have been running for more than twenty years. Faced with ageing control valves, owners often have to choose between replacing the whole valve and a partial retrofit.</p>
<p>The body, as a pressure-retaining part, usually has a long life; what really affects performance is the trim, packing, actuator and positioner. If wall thickness and sealing surfaces are in good condition, replacing these parts restores or even improves control performance without touching the piping.</p>
<h3>How to decide</h3>
<table><tr><th>Condition</th><th>Recommendation</th></tr><tr><td>Body wall thickness acceptable, trim worn</td><td>Replace or upgrade the trim</td></tr><tr><td>Poor control, ageing actuator</td><td>New actuator and digital positioner</td></tr><tr><td>Process conditions changed, Cv no longer matches</td><td>Re-size, replace the valve if necessary</td></tr><tr><td>Body eroded or cracked</td><td>Replace the valve</td></tr></table>
<p>Whichever route is chosen, Cv, noise and cavitation index should be recalculated for today's actual conditions, so the original sizing mistakes are not carried forward.</p>`,
    ),
    publish_date: '2026-09-10',
    picture: { scene: 'workshop-repair' },
    title_desc: SOURCE,
  },
];

const eventNews: SeedItem[] = [
  {
    key: 'news-e01',
    cate_id: CATE.newsEvents,
    title: t(
      '枫河控制阀亮相上海国际流体控制展',
      'Maple River Controls at the Shanghai international flow-control exhibition',
    ),
    summary: t(
      '公司在上海国际流体控制展上展出多级降压调节阀、三偏心蝶阀和新一代智能定位器，三天展期接待专业观众 2,300 余人次。',
      'At the Shanghai international flow-control exhibition the company showed multi-stage pressure-reducing valves, triple-offset butterfly valves and its new digital positioner, welcoming more than 2,300 visitors over three days.',
    ),
    content: t(
      `<p>4月18日至20日，枫河控制阀参加在上海举办的国际流体控制展，展位面积 180 平方米，位于阀门与执行机构主展区。</p>
<h3>主要展品</h3>
<ul><li>MR-GV360 多级降压防气蚀调节阀剖切展示件，可直观看到逐级降压的阀笼结构</li><li>MR-BF500 三偏心金属硬密封蝶阀，DN600，Class 300</li><li>MR-DP10 智能定位器现场演示，实时显示阀门特征曲线</li></ul>
<p>展期三天，展位共接待专业观众 2,300 余人次，其中来自电力和化工行业的用户约占六成。技术人员在现场为 40 多位用户进行了选型咨询。</p>
<p>展会期间，公司还与两家设计院就超超临界机组给水系统阀门选型开展了专题交流。</p>`,
      `<p>From 18 to 20 April Maple River Controls exhibited at the international flow-control exhibition in Shanghai, on a 180 m² stand in the main valves and actuators hall.</p>
<h3>Key exhibits</h3>
<ul><li>A cut-away MR-GV360 multi-stage anti-cavitation valve showing the staged pressure-reducing cage</li><li>An MR-BF500 triple-offset metal-seated butterfly valve, DN600, Class 300</li><li>Live demonstrations of the MR-DP10 digital positioner displaying the valve signature in real time</li></ul>
<p>Over three days the stand welcomed more than 2,300 trade visitors, about 60% from power and chemical companies. Engineers gave sizing advice to over 40 users on the spot.</p>
<p>During the show the company also held technical discussions with two design institutes on valve selection for ultra-supercritical feedwater systems.</p>`,
    ),
    publish_date: '2023-04-20',
    picture: { scene: 'exhibition-booth', label: 'SHANGHAI' },
    title_desc: SOURCE,
  },
  {
    key: 'news-e02',
    cate_id: CATE.newsEvents,
    title: t('参加阿布扎比国际能源展', 'Exhibiting at an international energy exhibition in Abu Dhabi'),
    summary: t(
      '迪拜办事处携双相钢调节阀和油气田用高压差角阀参展，重点介绍海湾地区的本地检修和备件服务。',
      'The Dubai office exhibited duplex control valves and high-pressure-drop angle valves for oil and gas fields, with a focus on local overhaul and spare-parts service in the Gulf.',
    ),
    content: t(
      `<p>10月9日至12日，枫河控制阀迪拜办事处参加在阿布扎比举行的国际能源展。这是公司连续第三年参加该展会。</p>
<p>展位以“本地服务”为主题，展示了迪拜服务中心的检修流程和备件库存情况。现场展品包括超级双相钢调节阀、油田注水用高压差角阀和防爆电动执行机构。</p>
<ul><li>接待来自海湾六国及北非地区的用户 900 余人次</li><li>与两家油田服务公司就框架检修协议进行了洽谈</li><li>举办两场技术讲座，主题为高含硫工况的材料选择</li></ul>
<p>迪拜办事处负责人表示，海湾地区客户越来越重视供应商的本地检修能力，希望将阀门返修周期控制在三周以内。</p>`,
      `<p>From 9 to 12 October the Dubai office of Maple River Controls exhibited at an international energy exhibition in Abu Dhabi, the company's third consecutive year at the show.</p>
<p>The stand was built around local service, showing the overhaul process and spare-parts stock of the Dubai service centre. Exhibits included super duplex control valves, high-pressure-drop angle valves for oilfield water injection and explosion-proof electric actuators.</p>
<ul><li>More than 900 visitors from the six Gulf states and North Africa</li><li>Discussions with two oilfield service companies on framework overhaul agreements</li><li>Two technical talks on material selection for sour service</li></ul>
<p>The head of the Dubai office noted that Gulf customers increasingly value local repair capability and expect valve repair turnaround within three weeks.</p>`,
    ),
    publish_date: '2023-10-12',
    picture: { scene: 'exhibition-booth', label: 'ABU DHABI' },
    title_desc: SOURCE,
  },
  {
    key: 'news-e03',
    cate_id: CATE.newsEvents,
    title: t('北京举办电站阀门维护技术研讨会', 'Power-plant valve maintenance seminar held in Beijing'),
    summary: t(
      '来自 32 家发电企业的 110 名设备和热控人员参加研讨会，围绕深度调峰下的阀门故障和检修策略展开交流。',
      'A total of 110 maintenance and I&C staff from 32 generating companies attended the seminar, which focused on valve failures and maintenance strategy under deep load cycling.',
    ),
    content: t(
      `<p>3月21日，枫河控制阀在北京举办电站阀门维护技术研讨会，来自 32 家发电企业的 110 名设备管理和热控人员参加。</p>
<h3>议题</h3>
<ol><li>深度调峰工况下给水和减温水调节阀的典型故障</li><li>高压旁路阀的热冲击损伤与检修要点</li><li>基于定位器诊断数据的检修计划制定</li><li>阀内件升级的经济性分析</li></ol>
<p>会上，公司服务工程师分享了近三年在 40 余台机组上收集的阀门故障统计：小开度冲蚀、填料泄漏和执行机构膜片老化是排名前三的问题，合计占全部故障的 62%。</p>
<p>与会代表还参观了公司北京服务中心的检修车间和试验台。多家电厂表示将在年内安排关键阀门的在线诊断。</p>`,
      `<p>On 21 March Maple River Controls held a power-plant valve maintenance seminar in Beijing, attended by 110 maintenance managers and I&amp;C engineers from 32 generating companies.</p>
<h3>Agenda</h3>
<ol><li>Typical failures of feedwater and spray water valves under deep load cycling</li><li>Thermal shock damage to HP bypass valves and what to check at overhaul</li><li>Planning maintenance from positioner diagnostic data</li><li>The economics of trim upgrades</li></ol>
<p>Company service engineers presented failure statistics gathered on more than 40 units over three years: erosion at small openings, packing leaks and ageing actuator diaphragms were the top three problems, together accounting for 62% of failures.</p>
<p>Delegates also toured the workshop and test benches of the Beijing service centre, and several plants said they would schedule online diagnostics of critical valves this year.</p>`,
    ),
    publish_date: '2024-03-21',
    picture: { scene: 'training-room', label: 'SEMINAR' },
    title_desc: SOURCE,
  },
  {
    key: 'news-e04',
    cate_id: CATE.newsEvents,
    title: t(
      '休斯敦能源技术展：首次以本地服务商身份参展',
      'Houston energy technology show: first appearance as a local service provider',
    ),
    summary: t(
      '休斯敦服务中心开业后不久，公司即参加当地能源技术展，展示大修期间的阀门集中检修能力。',
      'Shortly after the Houston service centre opened, the company exhibited at a local energy technology show, presenting its turnaround valve-overhaul capability.',
    ),
    content: t(
      `<p>5月13日至16日，枫河控制阀参加在休斯敦举行的能源技术展。这是休斯敦服务中心开业后公司首次在当地参展。</p>
<p>展位设置了一个“大修工作台”演示区：技师在现场拆解一台 Class 900 球形调节阀，演示阀座研磨、阀内件检测和填料更换流程，吸引了大量炼厂维修人员驻足。</p>
<ul><li>四天接待观众 1,600 余人次</li><li>收到 37 份大修检修服务询价</li><li>与一家区域仪表服务商签订合作协议</li></ul>
<p>北美业务负责人表示，展会让当地客户看到，公司不只是一家海外阀门供应商，而是在休斯敦有车间、有库存、有团队的服务伙伴。</p>`,
      `<p>From 13 to 16 May Maple River Controls exhibited at an energy technology show in Houston, its first local show since the Houston service centre opened.</p>
<p>The stand included a live “turnaround bench”: technicians stripped a Class 900 globe control valve, demonstrating seat lapping, trim inspection and repacking, and drew many refinery maintenance staff.</p>
<ul><li>More than 1,600 visitors over four days</li><li>37 enquiries for turnaround overhaul services</li><li>A cooperation agreement signed with a regional instrumentation service company</li></ul>
<p>The head of North American operations said the show let local customers see the company not just as an overseas valve supplier, but as a service partner with a workshop, stock and a team in Houston.</p>`,
    ),
    publish_date: '2024-05-16',
    picture: { scene: 'exhibition-booth', label: 'HOUSTON' },
    title_desc: SOURCE,
  },
  {
    key: 'news-e05',
    cate_id: CATE.newsEvents,
    title: t('常州总部举办客户开放日', 'Customer open day at the Changzhou headquarters'),
    summary: t(
      '120 位来自电力、石化、水务和冶金行业的客户代表参观了铸件检验、机加工、装配、试验和检修全过程。',
      'A total of 120 customer representatives from power, petrochemical, water and metals companies toured casting inspection, machining, assembly, testing and overhaul.',
    ),
    content: t(
      `<p>9月26日，枫河控制阀在常州总部举办客户开放日，来自电力、石化、水务和冶金行业的 120 位客户代表参加。</p>
<p>参观路线沿着一台阀门的制造过程展开：从铸件入厂的光谱分析和射线检测，到二期车间的数控加工和硬化处理，再到洁净装配间和试验大厅。客户可以在试验台旁查看正在进行的壳体试验和阀座泄漏试验数据。</p>
<h3>现场互动</h3>
<ul><li>“找缺陷”环节：客户在检修车间观察拆下的旧阀内件，判断失效原因</li><li>定位器调试体验：在演示台上完成一次自动标定</li><li>质量档案查询：输入序列号调出任一阀门的完整出厂记录</li></ul>
<p>开放日结束时，不少客户表示，看到完整的试验记录和可追溯体系，对后续采购和检修合作更有信心。</p>`,
      `<p>On 26 September Maple River Controls held a customer open day at its Changzhou headquarters, attended by 120 representatives of power, petrochemical, water and metals companies.</p>
<p>The tour followed a valve through manufacture: spectrometer analysis and radiography of incoming castings, CNC machining and hard-facing in the Phase II hall, then the clean assembly room and the test hall, where visitors could watch shell and seat-leakage tests and read the results live.</p>
<h3>Hands-on activities</h3>
<ul><li>“Spot the defect”: visitors examined used trims in the repair shop and diagnosed the cause of failure</li><li>Positioner set-up: running an automatic calibration on a demo rig</li><li>Quality records: entering a serial number to pull up the full factory record of any valve</li></ul>
<p>Many visitors said that seeing complete test records and the traceability system gave them more confidence for future purchasing and service work.</p>`,
    ),
    publish_date: '2024-09-26',
    picture: { scene: 'factory-floor', label: 'OPEN DAY' },
    title_desc: SOURCE,
  },
  {
    key: 'news-e06',
    cate_id: CATE.newsEvents,
    title: t(
      '新加坡亚洲流程工业展：聚焦东南亚化工与炼油客户',
      'Singapore process-industry exhibition: focus on Southeast Asian chemical and refining customers',
    ),
    summary: t(
      '新加坡办事处在展会上介绍了面向东南亚的备件和检修网络，以及适用于高温高湿环境的执行机构防护方案。',
      'The Singapore office presented its spare-parts and repair network for Southeast Asia and actuator protection options for hot, humid environments.',
    ),
    content: t(
      `<p>3月18日至20日，枫河控制阀新加坡办事处参加在新加坡举办的亚洲流程工业展。</p>
<p>东南亚地区气候高温高湿，沿海装置还面临盐雾腐蚀。公司在展会上重点介绍了执行机构和定位器的防护方案，包括不锈钢外壳、全密封接线腔和耐盐雾涂层体系。</p>
<ul><li>展出 MR-PA200 活塞式气动执行机构及其海洋环境防护配置</li><li>介绍新加坡与雅加达两地联动的备件调拨机制</li><li>与印尼、马来西亚和越南的 11 家潜在客户进行了深入交流</li></ul>
<p>新加坡办事处负责人表示，未来将在裕廊岛附近增设一个小型备件点，进一步缩短化工园区客户的备件交付时间。</p>`,
      `<p>From 18 to 20 March the Singapore office of Maple River Controls exhibited at an Asian process-industry exhibition in Singapore.</p>
<p>Southeast Asia's climate is hot and humid, and coastal plants also face salt-spray corrosion. The company highlighted protection options for actuators and positioners, including stainless enclosures, fully sealed terminal compartments and salt-spray-resistant coating systems.</p>
<ul><li>The MR-PA200 piston actuator shown in its marine-environment configuration</li><li>Presentation of coordinated spare-parts transfers between Singapore and Jakarta</li><li>In-depth discussions with 11 prospective customers from Indonesia, Malaysia and Vietnam</li></ul>
<p>The head of the Singapore office said the company plans a small spare-parts point near Jurong Island to shorten delivery to chemical-park customers.</p>`,
    ),
    publish_date: '2025-03-20',
    picture: { scene: 'exhibition-booth', label: 'SINGAPORE' },
    title_desc: SOURCE,
  },
  {
    key: 'news-e07',
    cate_id: CATE.newsEvents,
    title: t('汉密尔顿举办制浆造纸阀门维护工作坊', 'Pulp and paper valve maintenance workshop in Hamilton'),
    summary: t(
      '来自安大略和魁北克 9 家纸厂的 45 名维修人员参加为期两天的实操工作坊，内容涵盖 V 型球阀检修和蒸汽阀门内漏诊断。',
      'Forty-five maintenance staff from nine mills in Ontario and Quebec attended a two-day hands-on workshop on V-port ball valve repair and steam valve leak diagnosis.',
    ),
    content: t(
      `<p>4月22日至23日，枫河控制阀汉密尔顿服务中心举办制浆造纸阀门维护工作坊，来自安大略省和魁北克省 9 家纸厂的 45 名维修和仪表人员参加。</p>
<p>工作坊以实操为主，学员分组在维修工位上完成以下内容：</p>
<ul><li>V 型球阀的拆解、球体与阀座检查及重新装配</li><li>使用超声波检测仪判断蒸汽阀门内漏</li><li>气动执行机构弹簧范围的检查与调整</li><li>智能定位器的标定和诊断数据读取</li></ul>
<p>第二天下午，一家纸厂的仪表主管介绍了他们通过系统更换蒸汽阀门降低干燥部蒸汽消耗的经验，引发了热烈讨论。</p>
<p>汉密尔顿服务中心计划每年举办两期类似工作坊，并为完成课程的学员颁发培训证书。</p>`,
      `<p>On 22–23 April the Hamilton service centre of Maple River Controls hosted a pulp and paper valve maintenance workshop for 45 maintenance and instrument staff from nine mills in Ontario and Quebec.</p>
<p>The workshop was mainly hands-on. Working in groups at the repair bays, participants completed:</p>
<ul><li>Strip-down of a V-port ball valve, inspection of ball and seat, and reassembly</li><li>Detection of steam valve seat leakage with an ultrasonic tester</li><li>Checking and adjusting the bench set of a pneumatic actuator</li><li>Calibrating a digital positioner and reading its diagnostic data</li></ul>
<p>On the second afternoon an instrument supervisor from one mill described how a systematic steam valve replacement had cut dryer-section steam consumption, prompting a lively discussion.</p>
<p>The Hamilton centre plans to run two such workshops a year, with a training certificate for each participant who completes the course.</p>`,
    ),
    publish_date: '2025-04-24',
    picture: { scene: 'training-room', label: 'WORKSHOP' },
    title_desc: SOURCE,
  },
  {
    key: 'news-e08',
    cate_id: CATE.newsEvents,
    title: t('印尼服务巡回活动走进五个工业区', 'Indonesia service roadshow visits five industrial regions'),
    summary: t(
      '雅加达服务团队携移动检修车走访爪哇、苏门答腊和加里曼丹的五个工业区，为 26 家客户提供免费阀门健康检查。',
      'The Jakarta service team took a mobile workshop to five industrial regions in Java, Sumatra and Kalimantan, offering free valve health checks to 26 customers.',
    ),
    content: t(
      `<p>10月至11月，枫河控制阀雅加达服务团队开展为期六周的印尼服务巡回活动，走访爪哇、苏门答腊和加里曼丹的五个工业区。</p>
<p>巡回团队由 6 名工程师组成，配备一辆移动检修车和两套便携式阀门诊断设备。在每个站点，团队为客户的关键调节阀进行离线或在线诊断，并提交书面健康评估报告。</p>
<h3>巡回成果</h3>
<ul><li>走访客户 26 家，覆盖化肥、炼油、制浆造纸和电力行业</li><li>完成阀门诊断 318 台，发现需优先处理的问题阀门 41 台</li><li>为 4 家客户现场完成了紧急检修</li></ul>
<p>诊断中发现的问题以执行机构气源质量差和填料泄漏为主。团队针对这些问题向客户提供了气源处理和填料升级建议。</p>`,
      `<p>In October and November the Jakarta service team of Maple River Controls ran a six-week roadshow across five industrial regions in Java, Sumatra and Kalimantan.</p>
<p>Six engineers travelled with a mobile workshop and two sets of portable valve diagnostic equipment. At each stop they ran offline or online diagnostics on customers' critical control valves and issued a written health assessment.</p>
<h3>Results</h3>
<ul><li>26 customers visited in fertiliser, refining, pulp and paper and power</li><li>318 valves diagnosed, 41 flagged for priority action</li><li>Emergency repairs completed on site for four customers</li></ul>
<p>The most common findings were poor instrument air quality and packing leaks, and the team gave each customer recommendations on air treatment and packing upgrades.</p>`,
    ),
    publish_date: '2025-11-13',
    picture: { scene: 'field-service', label: 'ROADSHOW' },
    title_desc: SOURCE,
  },
  {
    key: 'news-e09',
    cate_id: CATE.newsEvents,
    title: t('圣保罗矿业与水务阀门技术研讨会', 'Mining and water valve seminar in São Paulo'),
    summary: t(
      '圣保罗办事处举办技术研讨会，来自巴西矿业、水务和造纸行业的 70 余名工程师探讨浆体阀门寿命和水厂节能改造。',
      'The São Paulo office hosted a seminar where more than 70 engineers from Brazilian mining, water and paper companies discussed slurry valve life and energy savings at water plants.',
    ),
    content: t(
      `<p>2月26日，枫河控制阀圣保罗办事处举办矿业与水务阀门技术研讨会，70 余名来自巴西矿业、水务和造纸行业的工程师参加。</p>
<h3>主要报告</h3>
<ol><li>铁矿选矿厂浆体阀门的磨损机理与材料选择</li><li>尾矿输送系统阀门的检修策略</li><li>水厂泵站调节阀的节能改造</li><li>智能定位器在远程站点的应用</li></ol>
<p>公司工程师介绍了在米纳斯吉拉斯州一座铁矿选矿厂实施的阀门升级项目：通过将衬胶阀门更换为碳化钨涂层金属密封球阀，关键位置阀门的平均更换周期由 4 个月延长至 14 个月。</p>
<p>研讨会还以葡萄牙语和英语双语进行了问答环节，圣保罗办事处宣布将于年内扩充本地备件库存。</p>`,
      `<p>On 26 February the São Paulo office of Maple River Controls held a mining and water valve seminar attended by more than 70 engineers from Brazilian mining, water and paper companies.</p>
<h3>Main presentations</h3>
<ol><li>Wear mechanisms and material selection for slurry valves in iron ore beneficiation</li><li>Maintenance strategy for tailings transport valves</li><li>Energy-saving retrofits of pump-station control valves at water plants</li><li>Digital positioners at remote sites</li></ol>
<p>Company engineers described a valve upgrade at an iron ore concentrator in Minas Gerais: replacing rubber-lined valves with tungsten-carbide-coated metal-seated ball valves extended the average replacement interval at critical positions from 4 to 14 months.</p>
<p>The Q&amp;A session ran in Portuguese and English, and the office announced an expansion of local spare-parts stock later in the year.</p>`,
    ),
    publish_date: '2026-02-26',
    picture: { scene: 'team-meeting', label: 'SAO PAULO' },
    title_desc: SOURCE,
  },
  {
    key: 'news-e10',
    cate_id: CATE.newsEvents,
    title: t(
      '2026 上海国际流体控制展：发布 MR-EA400 电动执行机构',
      'Shanghai flow-control exhibition 2026: MR-EA400 electric actuator launched',
    ),
    summary: t(
      '公司在展会上发布 MR-EA400 智能电动执行机构，支持调节型连续工作制和本地诊断，适用于水务、电力辅机和无气源站场。',
      'The company launched the MR-EA400 intelligent electric actuator at the show, rated for continuous modulating duty with local diagnostics, for water, power auxiliaries and sites without instrument air.',
    ),
    content: t(
      `<p>5月19日至21日，枫河控制阀参加 2026 年上海国际流体控制展，并在展会首日发布 MR-EA400 智能电动执行机构。</p>
<p>MR-EA400 面向没有稳定气源的场合，如偏远天然气站场、水厂和电厂辅机系统。执行机构按调节型连续工作制设计，每小时允许启动次数高，输出推力 4 kN 至 60 kN，输出扭矩 50 N·m 至 2,000 N·m。</p>
<h3>主要特点</h3>
<ul><li>分辨率优于 0.2%，可与球形阀、蝶阀和球阀配套</li><li>内置诊断功能，记录行程次数、电机温度和扭矩曲线</li><li>可选超级电容断电复位模块，断电时驱动阀门到安全位置</li><li>防护等级 IP68，可选隔爆型</li></ul>
<p>展期三天，MR-EA400 演示台前共接待观众约 1,100 人次。产品计划于 2026 年第三季度开始批量交付。</p>`,
      `<p>From 19 to 21 May Maple River Controls exhibited at the 2026 international flow-control exhibition in Shanghai, launching the MR-EA400 intelligent electric actuator on the opening day.</p>
<p>The MR-EA400 is aimed at applications without a reliable air supply, such as remote gas stations, water plants and power-plant auxiliaries. It is designed for continuous modulating duty with a high permitted starts-per-hour rating, delivering 4 kN to 60 kN of thrust or 50 N·m to 2,000 N·m of torque.</p>
<h3>Key features</h3>
<ul><li>Resolution better than 0.2%, for globe, butterfly and ball valves</li><li>Built-in diagnostics logging stroke count, motor temperature and torque curves</li><li>Optional supercapacitor fail-safe module driving the valve to its safe position on power loss</li><li>IP68 enclosure, explosion-proof version available</li></ul>
<p>About 1,100 visitors stopped at the MR-EA400 demo over the three days. Series deliveries are planned from Q3 2026.</p>`,
    ),
    publish_date: '2026-05-21',
    picture: { scene: 'electric-actuator', label: 'MR-EA400' },
    title_desc: SOURCE,
    mediainfo: t('《过程装备观察》展会特刊', 'Process Equipment Observer, exhibition special'),
  },
  {
    key: 'news-e11',
    cate_id: CATE.newsEvents,
    title: t('2026 年度用户大会在常州召开', '2026 user conference held in Changzhou'),
    summary: t(
      '来自 11 个国家的 260 位用户参加年度用户大会，围绕阀门全生命周期管理、远程诊断和备件策略分享经验。',
      'A total of 260 users from 11 countries met at the annual user conference to share experience on valve lifecycle management, remote diagnostics and spare-parts strategy.',
    ),
    content: t(
      `<p>11月3日至5日，枫河控制阀 2026 年度用户大会在常州召开，来自 11 个国家的 260 位用户代表参加。</p>
<p>大会设置电力、油气、化工、水务、制浆造纸和矿业冶金六个分会场，每个分会场由用户代表介绍本行业阀门管理的实践经验。</p>
<h3>大会亮点</h3>
<ul><li>江苏一座百万千瓦超超临界电厂介绍了三年来基于诊断数据的阀门检修实践，调节阀非计划检修次数下降 46%</li><li>墨西哥湾沿岸一家炼厂分享了大修期间 200 余台阀门集中检修的组织经验</li><li>公司发布远程诊断平台新版本，支持多品牌定位器数据接入</li></ul>
<p>大会期间，公司还组织用户参观了新投用的阀门陈列室和学徒培训中心。下一届用户大会将于 2027 年在汉密尔顿举办。</p>`,
      `<p>From 3 to 5 November the Maple River Controls 2026 user conference took place in Changzhou, attended by 260 user representatives from 11 countries.</p>
<p>The conference ran six parallel tracks — power, oil and gas, chemical, water, pulp and paper, and mining and metals — each led by users presenting their own valve management practice.</p>
<h3>Highlights</h3>
<ul><li>A 1,000 MW ultra-supercritical plant in Jiangsu presented three years of diagnostics-based valve maintenance, with unplanned control-valve repairs down 46%</li><li>A Gulf Coast refinery shared how it organised the overhaul of more than 200 valves during a turnaround</li><li>The company released a new version of its remote diagnostics platform, accepting data from positioners of several makes</li></ul>
<p>Delegates also visited the new valve gallery and the apprentice training centre. The next user conference will be held in Hamilton in 2027.</p>`,
    ),
    publish_date: '2026-11-05',
    picture: { scene: 'team-meeting', label: 'USER CONF' },
    title_desc: SOURCE,
  },
];

const technicalNews: SeedItem[] = [
  {
    key: 'news-t01',
    cate_id: CATE.newsTechnical,
    title: t('调节阀选型：流量系数余量为什么重要', 'Control valve sizing: why Cv margin matters'),
    summary: t(
      '选型过大是调节阀控制不佳最常见的原因之一。本文说明如何确定合理的流量系数余量，让阀门在正常工况下工作在有效调节区间。',
      'Oversizing is one of the most common causes of poor control-valve performance. This article explains how to set a sensible Cv margin so the valve works in its effective control range at normal flow.',
    ),
    content: t(
      `<p>流量系数 Cv 表示阀门在给定开度下的通流能力：60 °F 的水在阀门前后压差为 1 psi 时每分钟流过的美制加仑数。公制流量系数 Kv 以 m³/h 和 bar 为单位，两者换算关系为 Kv ≈ 0.865 Cv。</p>
<h3>余量过大的后果</h3>
<p>设计中层层叠加的安全系数，经常让阀门在正常流量下只开到 10% 至 15%。在这个区间，阀芯靠近阀座，流速高、冲蚀快；同时单位行程对应的流量变化大，控制回路容易振荡。</p>
<h3>推荐做法</h3>
<ul><li>按最大、正常、最小三个工况分别计算所需流量系数，不要只用最大工况</li><li>最大工况下阀门开度宜在 80% 至 90% 之间，正常工况宜在 50% 至 70% 之间</li><li>最小工况开度不宜低于 10%，否则考虑大小阀并联或选用可调比更大的阀内件</li><li>泵出口压差随流量变化的系统，计算时应采用对应流量下的实际压差</li></ul>
<p>在改造项目中，用现场运行数据（实际流量和压差）反算流量系数，往往比沿用原设计数据更可靠。</p>`,
      `<p>The flow coefficient Cv expresses a valve's capacity at a given opening: the number of US gallons per minute of 60 °F water that pass with a 1 psi pressure drop. The metric coefficient Kv uses m³/h and bar; Kv ≈ 0.865 Cv.</p>
<h3>What too much margin does</h3>
<p>Safety factors stacked at each design stage often leave the valve only 10–15% open at normal flow. In that range the plug is close to the seat, velocities are high and erosion is fast; each increment of travel also changes flow a lot, so the loop tends to oscillate.</p>
<h3>Recommended practice</h3>
<ul><li>Calculate the required Cv for maximum, normal and minimum conditions, not for maximum alone</li><li>Aim for 80–90% travel at maximum flow and 50–70% at normal flow</li><li>Keep minimum-flow travel above about 10%; otherwise consider a split-range pair or a trim with higher rangeability</li><li>Where pump head falls with flow, use the actual pressure drop at each flow in the calculation</li></ul>
<p>On retrofit projects, back-calculating Cv from operating data (actual flow and pressure drop) is usually more reliable than reusing the original design data.</p>`,
    ),
    publish_date: '2023-01-12',
    picture: { scene: 'globe-valve' },
    title_desc: SOURCE,
  },
  {
    key: 'news-t02',
    cate_id: CATE.newsTechnical,
    title: t(
      '给水调节阀的气蚀：识别与预防',
      'Cavitation in feedwater control valves: recognising and preventing it',
    ),
    summary: t(
      '气蚀会在几周内毁坏一套阀内件。本文介绍气蚀的形成机理、现场征兆以及多级降压阀内件等常用对策。',
      'Cavitation can destroy a trim in weeks. This article covers how it forms, the signs in the field and common remedies such as multi-stage pressure-reducing trims.',
    ),
    content: t(
      `<p>液体流经阀门节流口时流速升高、压力下降。如果缩流断面处的压力低于液体的饱和蒸汽压，就会产生气泡；当下游压力恢复时，气泡溃灭，产生强烈的局部冲击，这就是气蚀。</p>
<h3>现场征兆</h3>
<ul><li>阀门附近有类似砂石流过管道的噪声</li><li>阀体和下游管道振动明显</li><li>拆检时阀芯、阀座表面呈蜂窝状或海绵状凹坑</li></ul>
<p>压力恢复系数 FL 越低的阀门，缩流断面压力越低，越容易发生气蚀。高压给水系统中，最小流量再循环阀和启动给水阀的压差往往达到数十兆帕，几乎不可避免地处于气蚀风险区。</p>
<h3>常用对策</h3>
<ol><li><strong>多级降压阀内件：</strong>把总压差分配到多个节流级，使每一级的缩流断面压力都高于饱和蒸汽压。</li><li><strong>硬化材料：</strong>阀芯、阀座采用钴基合金堆焊或整体硬质合金，延缓损伤。</li><li><strong>分段降压：</strong>在阀后设置节流孔板，由孔板承担部分压差。</li><li><strong>合理布置：</strong>让气泡溃灭发生在阀内件中心而不是阀体壁面。</li></ol>
<p>选型阶段根据气蚀指数进行校核，是避免问题最经济的方法。</p>`,
      `<p>As liquid passes through a valve restriction its velocity rises and its pressure falls. If the pressure at the vena contracta drops below the vapour pressure, bubbles form; when pressure recovers downstream they collapse, producing intense local shocks. That is cavitation.</p>
<h3>Signs in the field</h3>
<ul><li>A noise near the valve like gravel flowing through the pipe</li><li>Marked vibration of the valve body and downstream piping</li><li>Honeycombed or sponge-like pitting on plug and seat surfaces at overhaul</li></ul>
<p>Valves with a low pressure recovery factor FL reach lower vena contracta pressures and cavitate more readily. In high-pressure feedwater systems, minimum-flow recirculation and start-up feedwater valves often see pressure drops of tens of megapascals and are almost always at risk.</p>
<h3>Common remedies</h3>
<ol><li><strong>Multi-stage trim:</strong> divide the total pressure drop across several stages so the vena contracta pressure at each stays above vapour pressure.</li><li><strong>Hard materials:</strong> cobalt-alloy hard-faced or solid carbide plugs and seats slow the damage.</li><li><strong>Staged letdown:</strong> a downstream restriction orifice takes part of the drop.</li><li><strong>Flow geometry:</strong> make bubbles collapse in the centre of the trim, not against the body wall.</li></ol>
<p>Checking the cavitation index at the sizing stage is the cheapest way to avoid the problem altogether.</p>`,
    ),
    publish_date: '2023-05-18',
    picture: { scene: 'control-valve-assembly' },
    title_desc: SOURCE,
  },
  {
    key: 'news-t03',
    cate_id: CATE.newsTechnical,
    title: t(
      '球形阀、蝶阀还是球阀？调节工况的阀型选择',
      'Globe, butterfly or ball? Choosing a valve type for throttling',
    ),
    summary: t(
      '三种阀型各有适用范围。本文从压差、可调比、流通能力、介质和成本几个维度进行比较。',
      'Each of the three valve types has its place. This article compares them by pressure drop, rangeability, capacity, fluid and cost.',
    ),
    content: t(
      `<p>在调节工况下，球形阀、蝶阀和球阀是最常用的三种阀型。选择时没有绝对的优劣，关键在于匹配工况。</p>
<table><tr><th>比较项</th><th>球形阀</th><th>蝶阀</th><th>V 型球阀</th></tr><tr><td>适用压差</td><td>高，可配多级阀内件</td><td>低到中</td><td>中</td></tr><tr><td>可调比</td><td>约 50:1，特殊阀内件更高</td><td>约 20:1</td><td>约 100:1 以上</td></tr><tr><td>同口径流通能力</td><td>较低</td><td>高</td><td>高</td></tr><tr><td>含固体或纤维介质</td><td>一般</td><td>一般</td><td>好</td></tr><tr><td>大口径成本</td><td>高</td><td>低</td><td>中</td></tr></table>
<h3>简单原则</h3>
<ul><li>高压差、需要防气蚀或降噪：优先球形阀</li><li>大口径、低压差的水、空气和烟气：优先蝶阀</li><li>浆料、纤维悬浮液和需要宽可调比的场合：优先 V 型球阀</li></ul>
<p>需要注意的是，蝶阀和球阀的压力恢复系数较低，在液体高压差工况下更容易气蚀和闪蒸，选型时应核算阻塞流条件。</p>`,
      `<p>Globe, butterfly and ball valves are the three most common types for throttling. None is best in general; the point is to match the valve to the service.</p>
<table><tr><th>Criterion</th><th>Globe</th><th>Butterfly</th><th>V-port ball</th></tr><tr><td>Pressure drop</td><td>High, multi-stage trims available</td><td>Low to medium</td><td>Medium</td></tr><tr><td>Rangeability</td><td>About 50:1, higher with special trims</td><td>About 20:1</td><td>About 100:1 or more</td></tr><tr><td>Capacity for a given size</td><td>Lower</td><td>High</td><td>High</td></tr><tr><td>Solids or fibres</td><td>Fair</td><td>Fair</td><td>Good</td></tr><tr><td>Cost in large sizes</td><td>High</td><td>Low</td><td>Medium</td></tr></table>
<h3>Rules of thumb</h3>
<ul><li>High pressure drop, cavitation or noise concerns: start with a globe valve</li><li>Large sizes with low pressure drop for water, air and flue gas: start with a butterfly valve</li><li>Pulp stock, fibrous suspensions and wide rangeability: start with a V-port ball valve</li></ul>
<p>Note that butterfly and ball valves have low pressure recovery factors and cavitate or flash more readily in high-drop liquid service, so check choked-flow conditions when sizing.</p>`,
    ),
    publish_date: '2023-08-24',
    picture: { scene: 'butterfly-valve' },
    title_desc: SOURCE,
  },
  {
    key: 'news-t04',
    cate_id: CATE.newsTechnical,
    title: t('填料选择与逸散性排放控制', 'Packing selection and fugitive emission control'),
    summary: t(
      '聚四氟乙烯和柔性石墨是调节阀最常用的两类填料。本文比较其温度范围、摩擦力和密封性能，并介绍碟簧加载的作用。',
      'PTFE and flexible graphite are the two most common control-valve packings. This article compares their temperature range, friction and sealing, and explains what live loading does.',
    ),
    content: t(
      `<p>填料函是调节阀唯一的动密封部位。填料选择不当，要么泄漏，要么摩擦力过大导致控制精度下降。</p>
<h3>两类主要填料</h3>
<ul><li><strong>聚四氟乙烯（PTFE）V 形填料：</strong>摩擦系数低，密封性能好，适用温度一般不超过约 230 °C。适合对控制精度要求高的常温和中温工况。</li><li><strong>柔性石墨填料：</strong>耐高温，适用温度可达 500 °C 以上（氧化性介质中需降低），但摩擦力明显大于 PTFE，对执行机构出力和定位器调校提出更高要求。</li></ul>
<h3>碟簧加载</h3>
<p>填料在温度循环和长期运行中会发生松弛，压紧力逐渐下降。在填料压盖上加装碟簧组，可以持续补偿这种松弛，使填料应力保持在设计范围内，显著延长低泄漏状态的保持时间。</p>
<h3>安装要点</h3>
<ol><li>阀杆表面粗糙度和直线度符合要求，无划痕</li><li>填料环按要求切口错开，逐圈压实</li><li>按规定扭矩紧固压盖螺母，避免过紧</li><li>投用后进行一次复紧和泄漏检测</li></ol>`,
      `<p>The packing box is the only dynamic seal on a control valve. The wrong packing either leaks or adds so much friction that control suffers.</p>
<h3>The two main packings</h3>
<ul><li><strong>PTFE V-ring packing:</strong> low friction and good sealing, generally limited to about 230 °C. Suited to ambient and moderate temperatures where control accuracy matters.</li><li><strong>Flexible graphite:</strong> handles high temperatures, above 500 °C (less in oxidising service), but with markedly higher friction, demanding more actuator thrust and careful positioner tuning.</li></ul>
<h3>Live loading</h3>
<p>Packing relaxes over thermal cycles and long service, and the gland load gradually falls. A stack of disc springs on the gland follower compensates for that relaxation continuously, keeping packing stress within the design range and greatly extending low-leak performance.</p>
<h3>Installation essentials</h3>
<ol><li>Stem finish and straightness within specification, free of scratches</li><li>Ring joints staggered as specified, each ring seated in turn</li><li>Gland nuts tightened to the specified torque, not beyond</li><li>Re-torque and leak check once after commissioning</li></ol>`,
    ),
    publish_date: '2023-12-07',
    picture: { scene: 'laboratory' },
    title_desc: SOURCE,
  },
  {
    key: 'news-t05',
    cate_id: CATE.newsTechnical,
    title: t(
      '读懂阀门特征曲线：定位器诊断入门',
      'Reading a valve signature: an introduction to positioner diagnostics',
    ),
    summary: t(
      '阀门特征曲线记录了执行机构气压与阀杆行程的关系。学会识别几种典型形态，就能在不拆阀的情况下判断摩擦、弹簧和阀座问题。',
      'A valve signature plots actuator pressure against stem travel. Learning a few typical shapes lets you diagnose friction, spring and seating problems without opening the valve.',
    ),
    content: t(
      `<p>智能定位器在进行离线诊断时，会缓慢地让阀门全行程开关一次，同时记录执行机构气室压力和阀杆位置，得到的曲线称为阀门特征曲线（valve signature）。</p>
<h3>从曲线中能读出什么</h3>
<ul><li><strong>摩擦力：</strong>开阀和关阀两条曲线之间的间距反映摩擦力大小。间距明显增大，通常说明填料过紧、阀杆损伤或导向部位卡涩。</li><li><strong>弹簧范围：</strong>曲线斜率和起止点对应执行机构的实际弹簧范围，可与铭牌值比较，判断弹簧是否疲劳或设定是否偏移。</li><li><strong>阀座负载：</strong>关闭位置之后压力继续变化的部分反映阀座压紧力。压紧力不足会导致内漏。</li><li><strong>异常台阶：</strong>曲线中的突变可能是阀芯卡滞或阀内件损坏。</li></ul>
<h3>建立基线</h3>
<p>诊断最有价值的用法是对比。建议在新阀投用或检修后立即记录一条基线曲线，之后每次诊断都与基线比较，变化趋势比单次数值更能说明问题。</p>
<p>在线诊断（不停车）可以持续监测行程偏差、气源压力和动作次数，但对摩擦力和阀座负载的判断仍以离线全行程测试更为准确。</p>`,
      `<p>During an offline test a digital positioner strokes the valve slowly through its full travel while recording actuator pressure and stem position. The resulting plot is the valve signature.</p>
<h3>What the signature tells you</h3>
<ul><li><strong>Friction:</strong> the gap between opening and closing curves reflects friction. A wider gap usually points to overtightened packing, a damaged stem or binding in the guides.</li><li><strong>Bench set:</strong> the slope and end points show the actuator's actual spring range; compare it with the nameplate to detect tired springs or a shifted setting.</li><li><strong>Seat load:</strong> the pressure change after the valve reaches the closed position reflects seat loading. Too little causes seat leakage.</li><li><strong>Steps and jumps:</strong> sudden changes in the curve can indicate a sticking plug or damaged trim.</li></ul>
<h3>Build a baseline</h3>
<p>Diagnostics are most valuable as a comparison. Record a baseline signature as soon as a new or overhauled valve goes into service, then compare every later test with it; the trend says more than any single value.</p>
<p>Online diagnostics without shutdown can continuously monitor travel deviation, supply pressure and cycle count, but friction and seat load are still judged most accurately with an offline full-stroke test.</p>`,
    ),
    publish_date: '2024-07-11',
    picture: { scene: 'positioner', label: 'MR-DP10' },
    title_desc: SOURCE,
  },
  {
    key: 'news-t06',
    cate_id: CATE.newsTechnical,
    title: t('气动还是电动？执行机构选择指南', 'Pneumatic or electric? A guide to choosing actuators'),
    summary: t(
      '气动执行机构以可靠的失效安全动作和快速响应见长，电动执行机构则适用于无气源场合。本文从六个方面比较两者。',
      'Pneumatic actuators excel at reliable fail-safe action and fast response, while electric actuators suit sites without instrument air. This article compares them on six points.',
    ),
    content: t(
      `<p>执行机构的选择直接影响调节阀的控制性能和失效安全性。气动和电动执行机构各有优势，选择时应从以下几个方面综合考虑。</p>
<table><tr><th>比较项</th><th>气动（弹簧复位）</th><th>电动</th></tr><tr><td>失效安全</td><td>弹簧复位，本质安全</td><td>需后备电源或储能模块</td></tr><tr><td>动作速度</td><td>快，可配增压器进一步提高</td><td>相对较慢</td></tr><tr><td>能源</td><td>需要洁净、干燥的仪表气源</td><td>仅需电源</td></tr><tr><td>调节频率</td><td>不受限制</td><td>受电机工作制限制</td></tr><tr><td>防爆</td><td>本身无电气部件</td><td>需隔爆外壳</td></tr><tr><td>维护</td><td>膜片、密封件定期更换</td><td>齿轮和电子部件</td></tr></table>
<h3>选择建议</h3>
<ul><li>紧急切断和需要可靠失效位置的回路，优先选用弹簧复位气动执行机构</li><li>偏远站场、水厂和没有仪表气源的场合，电动执行机构更经济</li><li>频繁调节的回路选用电动执行机构时，应确认电机满足调节型连续工作制要求</li></ul>
<p>无论哪种形式，执行机构出力都应在最不利工况（最大压差、最低气源压力或最低电压）下校核，并保留足够余量。</p>`,
      `<p>The actuator directly determines a control valve's performance and fail-safe behaviour. Pneumatic and electric actuators each have strengths, and the choice should weigh the following points.</p>
<table><tr><th>Criterion</th><th>Pneumatic (spring return)</th><th>Electric</th></tr><tr><td>Fail-safe action</td><td>Spring return, inherently safe</td><td>Needs backup power or stored energy</td></tr><tr><td>Speed</td><td>Fast; boosters can increase it further</td><td>Slower</td></tr><tr><td>Energy</td><td>Clean, dry instrument air</td><td>Electricity only</td></tr><tr><td>Modulating duty</td><td>Unlimited</td><td>Limited by motor duty rating</td></tr><tr><td>Hazardous areas</td><td>No electrical parts in the actuator itself</td><td>Explosion-proof enclosure required</td></tr><tr><td>Maintenance</td><td>Diaphragms and seals replaced periodically</td><td>Gearing and electronics</td></tr></table>
<h3>Recommendations</h3>
<ul><li>For emergency shutdown and loops that need a guaranteed failure position, prefer spring-return pneumatic actuators</li><li>At remote sites, water plants and sites without instrument air, electric actuators are more economical</li><li>For frequently modulating loops with electric actuators, confirm the motor is rated for continuous modulating duty</li></ul>
<p>Either way, actuator output should be checked at the worst case — maximum pressure drop, minimum supply pressure or minimum voltage — with an adequate margin.</p>`,
    ),
    publish_date: '2024-11-21',
    picture: { scene: 'pneumatic-actuator' },
    title_desc: SOURCE,
  },
  {
    key: 'news-t07',
    cate_id: CATE.newsTechnical,
    title: t('调节阀气动噪声的控制', 'Controlling aerodynamic noise in control valves'),
    summary: t(
      '气体高压差节流产生的噪声不仅影响作业环境，还可能引起管道振动和疲劳。本文介绍噪声来源和低噪声阀内件的设计原理。',
      'Noise from high-drop gas throttling harms the working environment and can cause pipe vibration and fatigue. This article covers its sources and the principles of low-noise trims.',
    ),
    content: t(
      `<p>当气体或蒸汽在阀门中高压差节流时，射流与周围流体剧烈混合，产生湍流噪声；压比较大时还会形成激波。噪声主要通过下游管壁向外辐射。</p>
<p>许多工厂要求距阀门 1 米处的噪声不超过 85 dB(A)。对于高压蒸汽放空、天然气减压和压缩机防喘振等工况，普通阀内件产生的噪声往往超过 100 dB(A)。</p>
<h3>低噪声阀内件的原理</h3>
<ul><li><strong>多孔分流：</strong>把一股大射流分成许多小射流，噪声峰值频率向高频移动，更容易被管壁衰减。</li><li><strong>多级降压：</strong>逐级降低压力，每一级的压比都较小，避免激波。</li><li><strong>扩大出口面积：</strong>控制阀出口流速，防止出口处再生噪声。</li></ul>
<h3>其他措施</h3>
<ol><li>在阀后设置扩散器或节流孔板，分担部分压降</li><li>适当增加下游管道壁厚</li><li>必要时采用隔声包覆，但它只能处理辐射噪声，不能解决振动问题</li></ol>
<p>在源头控制噪声，通常比事后包覆更有效，也更能保护管道和仪表。</p>`,
      `<p>When gas or steam is throttled across a high pressure drop, the jets mix violently with the surrounding fluid and generate turbulent noise; at high pressure ratios shock waves also form. The noise radiates mainly through the downstream pipe wall.</p>
<p>Many plants limit noise to 85 dB(A) at 1 metre from the valve. In high-pressure steam vents, gas pressure reduction and compressor anti-surge service, standard trims often exceed 100 dB(A).</p>
<h3>How low-noise trims work</h3>
<ul><li><strong>Many small jets:</strong> splitting one large jet into many small ones shifts the peak frequency upwards, where the pipe wall attenuates it better.</li><li><strong>Multiple stages:</strong> dropping the pressure step by step keeps each stage's pressure ratio low and avoids shocks.</li><li><strong>Larger outlet area:</strong> limiting valve outlet velocity prevents regenerated noise at the outlet.</li></ul>
<h3>Other measures</h3>
<ol><li>A downstream diffuser or restriction orifice to take part of the drop</li><li>Heavier downstream pipe wall</li><li>Acoustic lagging where needed, though it only treats radiated noise, not vibration</li></ol>
<p>Controlling noise at the source is usually more effective than lagging afterwards, and it protects piping and instruments too.</p>`,
    ),
    publish_date: '2025-07-17',
    picture: { scene: 'control-valve-assembly', label: 'LOW NOISE' },
    title_desc: SOURCE,
  },
  {
    key: 'news-t08',
    cate_id: CATE.newsTechnical,
    title: t('阀座泄漏等级详解', 'Seat leakage classes explained'),
    summary: t(
      '调节阀的关断性能按泄漏等级划分。本文说明各等级的试验介质、试验压力和允许泄漏量，以及如何根据工况合理提出要求。',
      'Control-valve shut-off is specified by leakage class. This article explains the test medium, test pressure and allowable leakage of each class, and how to specify the right one.',
    ),
    content: t(
      `<p>调节阀的主要功能是调节而非切断，但很多工况对关闭时的泄漏量有要求。国际上通常按 IEC 60534-4 以及与之对应的北美标准划分阀座泄漏等级。</p>
<table><tr><th>等级</th><th>允许泄漏量（概述）</th><th>典型应用</th></tr><tr><td>II</td><td>额定容量的 0.5%</td><td>双座阀等，对关断无特别要求</td></tr><tr><td>III</td><td>额定容量的 0.1%</td><td>一般调节</td></tr><tr><td>IV</td><td>额定容量的 0.01%</td><td>金属阀座单座阀的常见等级</td></tr><tr><td>V</td><td>按阀座直径和压差计算的极小水泄漏量</td><td>高压差、需要严密关断的金属密封</td></tr><tr><td>VI</td><td>按阀座直径规定的每分钟气泡数</td><td>软密封，严密关断</td></tr></table>
<h3>如何提出要求</h3>
<ul><li>等级越高，需要的阀座压紧力越大，执行机构越大，成本越高，不应无条件提高</li><li>高温、含颗粒介质一般不宜选用软密封，需要严密关断时考虑 V 级金属密封</li><li>对于长期在小开度运行、又要求关断严密的阀门，应考虑调节与切断功能分开</li></ul>
<p>需要注意的是，出厂试验是在常温和规定压差下进行的，实际运行中的泄漏量还受温度、介质和阀内件磨损影响。</p>`,
      `<p>A control valve's job is to regulate, not isolate, yet many services limit how much it may leak when closed. Seat leakage classes are generally defined by IEC 60534-4 and its North American counterpart.</p>
<table><tr><th>Class</th><th>Allowable leakage (outline)</th><th>Typical use</th></tr><tr><td>II</td><td>0.5% of rated capacity</td><td>Double-seated valves and services with no shut-off requirement</td></tr><tr><td>III</td><td>0.1% of rated capacity</td><td>General throttling</td></tr><tr><td>IV</td><td>0.01% of rated capacity</td><td>Common class for metal-seated single-seat valves</td></tr><tr><td>V</td><td>Very small water leakage calculated from seat diameter and pressure drop</td><td>Metal seats with tight shut-off at high pressure drop</td></tr><tr><td>VI</td><td>Bubbles per minute specified by seat diameter</td><td>Soft seats, tight shut-off</td></tr></table>
<h3>Specifying the right class</h3>
<ul><li>Higher classes need more seat load, larger actuators and more cost; do not raise the class by default</li><li>Soft seats are generally unsuitable at high temperature or with particles; for tight shut-off there, consider Class V metal seats</li><li>Where a valve throttles near closed for long periods yet must shut tight, consider separating the control and isolation functions</li></ul>
<p>Remember that factory tests are performed at ambient temperature and a defined pressure drop; leakage in service also depends on temperature, fluid and trim wear.</p>`,
    ),
    publish_date: '2025-12-11',
    picture: { scene: 'test-bench', label: 'LEAK TEST' },
    title_desc: SOURCE,
  },
  {
    key: 'news-t09',
    cate_id: CATE.newsTechnical,
    title: t(
      '从固定周期到状态检修：调节阀检修间隔怎么定',
      'From fixed intervals to condition-based maintenance of control valves',
    ),
    summary: t(
      '固定周期检修容易出现“过修”和“欠修”。本文介绍如何利用诊断数据、工况分级和失效记录制定更合理的检修间隔。',
      'Fixed-interval maintenance tends to over-maintain some valves and neglect others. This article shows how to use diagnostics, criticality ranking and failure records to set better intervals.',
    ),
    content: t(
      `<p>很多工厂沿用“每次大修检修全部调节阀”或“每隔几年拆检一次”的做法。这种方式简单，但既可能拆开状态良好的阀门，又可能遗漏在两次大修之间就已经失效的阀门。</p>
<h3>三步建立状态检修体系</h3>
<ol><li><strong>关键性分级：</strong>按阀门失效对安全、环保和生产的影响分为 A、B、C 三级。A 级阀门重点监测，C 级可采用事后维修。</li><li><strong>状态数据采集：</strong>A 级和 B 级阀门配置智能定位器，定期进行离线诊断，持续记录在线数据。</li><li><strong>失效记录闭环：</strong>每次检修都记录发现的问题和原因，用于修正诊断判据和检修间隔。</li></ol>
<h3>判断是否需要拆检的常用指标</h3>
<ul><li>摩擦力较基线增加 30% 以上</li><li>阀座负载明显下降或出现内漏迹象</li><li>行程偏差持续增大，回路控制性能下降</li><li>填料泄漏检测值超标</li></ul>
<p>实践表明，建立状态检修体系后，大修期间的调节阀拆检数量可明显减少，而运行期间的非计划停机并不会增加。</p>`,
      `<p>Many plants still overhaul every control valve at every turnaround, or strip each valve every few years. It is simple, but it opens valves that are in good condition and misses valves that fail between turnarounds.</p>
<h3>Three steps to condition-based maintenance</h3>
<ol><li><strong>Criticality ranking:</strong> rank valves A, B or C by the consequence of failure for safety, environment and production. Monitor A valves closely; run C valves to failure.</li><li><strong>Condition data:</strong> fit digital positioners to A and B valves, run periodic offline diagnostics and log online data continuously.</li><li><strong>Closing the loop:</strong> record what was found at each overhaul and why, and use it to refine the diagnostic criteria and intervals.</li></ol>
<h3>Common triggers for an overhaul</h3>
<ul><li>Friction more than 30% above baseline</li><li>Markedly lower seat load or signs of seat leakage</li><li>Steadily growing travel deviation and worse loop performance</li><li>Packing emissions above the leak threshold</li></ul>
<p>Experience shows that with condition-based maintenance the number of control valves opened at turnaround drops noticeably, with no rise in unplanned shutdowns.</p>`,
    ),
    publish_date: '2026-01-22',
    picture: { scene: 'workshop-repair' },
    title_desc: SOURCE,
  },
  {
    key: 'news-t10',
    cate_id: CATE.newsTechnical,
    title: t('浆体工况金属密封球阀的设计要点', 'Design essentials of metal-seated ball valves for slurry'),
    summary: t(
      '浆体工况对阀门的耐磨性和防卡涩能力要求极高。本文介绍硬化涂层、阀座结构和流道设计如何共同延长阀门寿命。',
      'Slurry service demands extreme wear resistance and freedom from sticking. This article explains how hard coatings, seat design and flow path work together to extend valve life.',
    ),
    content: t(
      `<p>矿浆、尾矿和含催化剂颗粒的介质具有很强的磨蚀性。普通软密封阀门在这类工况下往往几周就会失效，金属密封球阀是更可靠的选择。</p>
<h3>硬化涂层</h3>
<p>球体和阀座表面通常采用超音速火焰喷涂碳化钨或碳化铬涂层，硬度可达 1,000 HV 以上。涂层厚度、结合强度和孔隙率直接决定耐磨寿命，需要严格的工艺控制。</p>
<h3>阀座结构</h3>
<ul><li>弹簧加载阀座，在磨损后仍保持密封比压</li><li>阀座背面设置防颗粒进入的刮环，避免颗粒堆积导致卡死</li><li>可选吹扫接口，定期冲洗阀腔</li></ul>
<h3>流道设计</h3>
<p>全通径流道可降低流速、减少冲刷；对于需要调节的场合，V 型或特殊型线的开口可以让磨损集中在易于更换的部位。</p>
<p>执行机构选型时应考虑颗粒结垢带来的额外扭矩，通常在清洁介质扭矩的基础上增加较大余量。</p>`,
      `<p>Ore slurry, tailings and catalyst-laden fluids are highly abrasive. Conventional soft-seated valves often fail within weeks in such service; metal-seated ball valves are the more reliable choice.</p>
<h3>Hard coatings</h3>
<p>Ball and seat surfaces are usually HVOF-sprayed with tungsten carbide or chromium carbide, reaching hardness above 1,000 HV. Coating thickness, bond strength and porosity determine wear life and need tight process control.</p>
<h3>Seat design</h3>
<ul><li>Spring-loaded seats that keep sealing stress as they wear</li><li>Scraper rings behind the seats to keep particles out and prevent packing-up and seizure</li><li>Optional flushing ports to clean the body cavity periodically</li></ul>
<h3>Flow path</h3>
<p>A full-bore path lowers velocity and erosion. Where the valve throttles, a V-port or contoured opening concentrates wear on easily replaced parts.</p>
<p>Actuator sizing must allow for the extra torque caused by scaling and packed solids, usually with a generous margin over clean-service torque.</p>`,
    ),
    publish_date: '2026-06-18',
    picture: { scene: 'ball-valve', label: 'MR-BL650' },
    title_desc: SOURCE,
  },
  {
    key: 'news-t11',
    cate_id: CATE.newsTechnical,
    title: t(
      '失效安全动作与行程时间：切断阀执行机构的校核',
      'Fail-safe action and stroke time: checking actuators for shutdown valves',
    ),
    summary: t(
      '用于紧急切断的阀门必须在规定时间内到达安全位置。本文说明弹簧复位执行机构的出力校核、行程时间调整和部分行程测试。',
      'Shutdown valves must reach their safe position within a specified time. This article covers thrust checks for spring-return actuators, stroke-time adjustment and partial-stroke testing.',
    ),
    content: t(
      `<p>在安全仪表系统中，切断阀是最终执行元件，其可靠性往往决定了整个安全功能能否达到要求的安全完整性等级。执行机构是其中的关键环节。</p>
<h3>出力校核</h3>
<p>对于弹簧复位执行机构，失效时完全依靠弹簧力驱动阀门。校核时应取弹簧在行程末端的最小输出力，与最大关断压差下所需的力（包括不平衡力、填料摩擦力和阀座密封力）相比较，并保留足够的安全系数。</p>
<h3>行程时间</h3>
<ul><li>大口径阀门的排气能力往往成为瓶颈，可配快速排气阀缩短关闭时间</li><li>关闭过快可能引起水锤，液体管线需结合管道分析确定合理时间</li><li>验收时应在实际气源条件下测量开、关两个方向的行程时间</li></ul>
<h3>部分行程测试</h3>
<p>切断阀长期处于全开状态，难以发现卡涩。部分行程测试让阀门在运行中动作约 10% 至 20% 行程，验证其能够动作而不影响工艺，可以有效提高检测覆盖率。</p>
<p>所有测试结果都应记录存档，作为安全功能验证和检验周期调整的依据。</p>`,
      `<p>In a safety instrumented system the shutdown valve is the final element, and its reliability often decides whether the safety function reaches its required safety integrity level. The actuator is a key part of that.</p>
<h3>Thrust check</h3>
<p>A spring-return actuator relies entirely on its spring when it fails. Compare the minimum spring force at the end of travel with the force needed at maximum shut-off pressure drop — unbalanced force, packing friction and seat load — and keep an adequate safety factor.</p>
<h3>Stroke time</h3>
<ul><li>On large valves, exhaust capacity is often the bottleneck; quick-exhaust valves shorten closing time</li><li>Closing too fast can cause water hammer, so liquid lines need a closing time based on piping analysis</li><li>At acceptance, measure stroke time in both directions with the actual air supply</li></ul>
<h3>Partial-stroke testing</h3>
<p>Shutdown valves sit fully open for long periods, where sticking goes unnoticed. A partial-stroke test moves the valve about 10–20% of its travel in service to prove it can move without upsetting the process, significantly improving diagnostic coverage.</p>
<p>All test results should be recorded as evidence for verifying the safety function and adjusting proof-test intervals.</p>`,
    ),
    publish_date: '2026-10-15',
    picture: { scene: 'pneumatic-actuator', label: 'ESD' },
    title_desc: SOURCE,
  },
];

export const newsItems: SeedItem[] = [...companyNews, ...industryNews, ...eventNews, ...technicalNews];

/* ------------------------------------------------------------------------------------------------
 * Cases. `tag` indexes the industry tags of categories 75 and 76:
 * 0 Power, 1 Oil & Gas, 2 Chemical, 3 Water, 4 Pulp & Paper, 5 Mining & Metals.
 * ---------------------------------------------------------------------------------------------- */

const POWER = t('电力', 'Power');
const OIL_GAS = t('石油天然气', 'Oil & Gas');
const CHEMICAL = t('化工', 'Chemical');
const WATER = t('水务', 'Water');
const PULP_PAPER = t('制浆造纸', 'Pulp & Paper');
const MINING_METALS = t('矿业冶金', 'Mining & Metals');

export const productCases: SeedItem[] = [
  {
    key: 'pcase-01',
    cate_id: CATE.productCases,
    tag: 0,
    title: t(
      '百万千瓦超超临界机组给水再循环阀国产化替代',
      'Feedwater recirculation valves for a 1,000 MW ultra-supercritical unit',
    ),
    summary: t(
      '原给水泵最小流量再循环阀投运 8 个月即出现严重气蚀和内漏。更换为六级降压防气蚀调节阀后，连续运行 30 个月未检出可测内漏。',
      'The original minimum-flow recirculation valves suffered severe cavitation and seat leakage within eight months. After replacement with six-stage anti-cavitation valves, the unit ran for 30 months with no measurable seat leakage.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>该机组两台汽动给水泵各配一台最小流量再循环阀，从泵出口约 35 MPa 直接降压至除氧器。原阀门为单级阀内件，投运 8 个月后阀芯和阀座出现大面积气蚀坑，关闭状态下仍有大量给水回流，给水泵耗功明显增加。</p>
<h3>解决方案</h3>
<ul><li>选用 MR-GV360 多级降压阀，六级迷宫式阀内件将总压差逐级分配，每一级缩流断面压力均高于饱和蒸汽压</li><li>阀芯、阀座采用钴基合金堆焊，关断等级达到 V 级</li><li>配 MR-PA200 活塞式执行机构和 MR-DP10 智能定位器，全行程时间小于 3 秒</li><li>与电厂共同制定了在线诊断基线，纳入机组定期工作</li></ul>
<h3>实施效果</h3>
<ul><li>连续运行 30 个月，解体检查未发现气蚀损伤，阀座泄漏仍满足 V 级</li><li>单台给水泵因消除内漏节约耗功约 260 kW</li><li>阀门附近噪声由 96 dB(A) 降至 81 dB(A)</li></ul>`,
      `<h3>Situation</h3>
<p>Each of the unit's two turbine-driven feed pumps has a minimum-flow recirculation valve that drops pressure from about 35 MPa at the pump discharge straight to the deaerator. The original single-stage valves showed extensive cavitation pitting on plug and seat after eight months, and passed a large flow even when closed, noticeably increasing feed pump power.</p>
<h3>What we did</h3>
<ul><li>Supplied MR-GV360 multi-stage valves whose six-stage labyrinth trim divides the drop so that the vena contracta pressure at every stage stays above vapour pressure</li><li>Cobalt-alloy hard-faced plug and seat with Class V shut-off</li><li>MR-PA200 piston actuators with MR-DP10 digital positioners, full stroke under 3 seconds</li><li>Set up online diagnostic baselines with the plant and added them to routine unit checks</li></ul>
<h3>Results</h3>
<ul><li>After 30 months of operation, inspection found no cavitation damage and seat leakage still within Class V</li><li>About 260 kW of feed pump power saved per pump by eliminating recirculation leakage</li><li>Noise near the valves down from 96 dB(A) to 81 dB(A)</li></ul>`,
    ),
    area: t('中国江苏', 'Jiangsu, China'),
    customer: t(
      '江苏一座百万千瓦超超临界燃煤电厂',
      'A 1,000 MW ultra-supercritical coal-fired plant in Jiangsu',
    ),
    product: t(
      'MR-GV360 多级防气蚀调节阀，DN100，Class 2500',
      'MR-GV360 multi-stage anti-cavitation control valve, DN100, Class 2500',
    ),
    industry: POWER,
    working_condition: t(
      '锅炉给水；190 °C；入口 35 MPa，出口 1.2 MPa；压差约 33.8 MPa',
      'Boiler feedwater; 190 °C; inlet 35 MPa, outlet 1.2 MPa; ΔP approx. 33.8 MPa',
    ),
    mediainfo: t('《电站辅机技术》2023 年第 4 期', 'Power Plant Auxiliaries Review, issue 4/2023'),
    publish_date: '2023-06-15',
    pictures: [
      { scene: 'power-plant', label: '1000 MW' },
      { scene: 'globe-valve', label: 'MR-GV360' },
      { scene: 'test-bench' },
    ],
    related: ['mcase-01', 'pcase-02'],
  },
  {
    key: 'pcase-02',
    cate_id: CATE.productCases,
    tag: 0,
    title: t('燃机联合循环电厂减温水调节阀改造', 'Attemperator spray valves for a combined-cycle plant'),
    summary: t(
      '电厂每日启停，原减温水阀在小流量段控制失准，启动期间主汽温度波动大。改用宽可调比阀内件后，启动期间汽温偏差由 ±18 °C 缩小至 ±5 °C。',
      'The plant starts and stops daily, and the original spray valves lost control at low flow, causing large steam temperature swings during start-up. With wide-rangeability trims the deviation during start-up fell from ±18 °C to ±5 °C.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>该燃气-蒸汽联合循环电厂承担调峰任务，几乎每天启停一次。余热锅炉高压过热器减温水阀在启动阶段需要极小流量，原阀门在 5% 以下开度时流量跳变，导致主汽温度超调，多次触发保护报警。</p>
<h3>解决方案</h3>
<ul><li>采用 MR-GV300 球形调节阀，配特殊型线小流量阀芯，可调比达到 100:1</li><li>阀芯阀座硬化处理，抵抗小开度下的高速冲刷</li><li>MR-DP10 定位器采用分段整定参数，改善启动阶段的响应</li></ul>
<h3>实施效果</h3>
<ul><li>启动期间主汽温度偏差由 ±18 °C 缩小至 ±5 °C</li><li>投运至今已经历 700 余次启停，阀内件检查仅见轻微磨损</li><li>因汽温超限导致的启动延误由每月 3–4 次降为零</li></ul>`,
      `<h3>Situation</h3>
<p>This gas-fired combined-cycle plant follows load and starts almost every day. The HP superheater spray valves of the heat-recovery steam generators need very small flows during start-up, but the original valves jumped in flow below 5% travel, overshooting main steam temperature and repeatedly triggering alarms.</p>
<h3>What we did</h3>
<ul><li>Supplied MR-GV300 globe control valves with a contoured low-flow plug, rangeability 100:1</li><li>Hardened plug and seat to resist high-velocity wear at small openings</li><li>Gain-scheduled tuning of the MR-DP10 positioners to improve start-up response</li></ul>
<h3>Results</h3>
<ul><li>Main steam temperature deviation during start-up reduced from ±18 °C to ±5 °C</li><li>More than 700 starts since commissioning, with only slight trim wear at inspection</li><li>Start-up delays caused by steam temperature excursions down from three or four a month to none</li></ul>`,
    ),
    area: t('中国广东', 'Guangdong, China'),
    customer: t('广东一座燃气-蒸汽联合循环调峰电厂', 'A gas-fired combined-cycle peaking plant in Guangdong'),
    product: t(
      'MR-GV300 球形调节阀（小流量阀内件），DN50，Class 1500',
      'MR-GV300 globe control valve with low-flow trim, DN50, Class 1500',
    ),
    industry: POWER,
    working_condition: t(
      '减温水；160 °C；入口 18 MPa；压差 4–12 MPa',
      'Spray water; 160 °C; inlet 18 MPa; ΔP 4–12 MPa',
    ),
    publish_date: '2024-03-08',
    pictures: [{ scene: 'power-plant', label: 'CCGT' }, { scene: 'control-valve-assembly' }],
    related: ['pcase-01', 'mcase-03'],
  },
  {
    key: 'pcase-03',
    cate_id: CATE.productCases,
    tag: 0,
    title: t(
      '生物质热电厂供热减压阀降噪改造',
      'Low-noise steam pressure-reducing valve for a biomass CHP plant',
    ),
    summary: t(
      '电厂为区域供热新增减压站，原方案阀门噪声超过 100 dB(A)。采用多级低噪声阀内件后，距阀 1 米处噪声降至 83 dB(A)。',
      'The plant added a pressure-reducing station for district heating, and the original design exceeded 100 dB(A). With a multi-stage low-noise trim, noise 1 m from the valve fell to 83 dB(A).',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>这座生物质热电厂为周边社区和工业园区提供蒸汽和热水。扩建区域供热时，需要将 6.0 MPa 过热蒸汽减压至 0.8 MPa。减压站紧邻控制室，原设计方案预测噪声达 104 dB(A)，无法满足当地职业健康要求。</p>
<h3>解决方案</h3>
<ul><li>MR-GV300 球形调节阀配三级多孔低噪声阀笼，阀后配扩散器分担部分压降</li><li>出口扩径设计，控制出口流速</li><li>MR-PA200 执行机构，失气关闭，保证供热系统超压保护</li></ul>
<h3>实施效果</h3>
<ul><li>实测距阀 1 米处噪声 83 dB(A)，无需隔声包覆</li><li>下游管道振动速度低于 5 mm/s</li><li>供热压力控制精度 ±0.02 MPa，满足用户要求</li></ul>`,
      `<h3>Situation</h3>
<p>This biomass CHP plant supplies steam and hot water to nearby communities and an industrial park. Extending district heating required reducing 6.0 MPa superheated steam to 0.8 MPa. The station sits next to the control room, and the original design predicted 104 dB(A), far above local occupational health limits.</p>
<h3>What we did</h3>
<ul><li>MR-GV300 globe control valve with a three-stage drilled low-noise cage, plus a downstream diffuser taking part of the drop</li><li>Expanded outlet to limit outlet velocity</li><li>MR-PA200 actuator, fail-closed to protect the heating network from overpressure</li></ul>
<h3>Results</h3>
<ul><li>Measured noise of 83 dB(A) at 1 m, with no acoustic lagging needed</li><li>Downstream pipe vibration velocity below 5 mm/s</li><li>Heating pressure held within ±0.02 MPa</li></ul>`,
    ),
    area: t('加拿大安大略省', 'Ontario, Canada'),
    customer: t('安大略省一座生物质热电联产厂', 'A biomass combined heat and power plant in Ontario'),
    product: t(
      'MR-GV300 低噪声球形调节阀，DN200，Class 600',
      'MR-GV300 low-noise globe control valve, DN200, Class 600',
    ),
    industry: POWER,
    working_condition: t(
      '过热蒸汽；480 °C；6.0 MPa 降至 0.8 MPa；压差 5.2 MPa',
      'Superheated steam; 480 °C; 6.0 MPa to 0.8 MPa; ΔP 5.2 MPa',
    ),
    publish_date: '2022-10-20',
    pictures: [{ scene: 'control-valve-assembly', label: 'MR-GV300' }],
    related: ['mcase-02'],
  },
  {
    key: 'pcase-04',
    cate_id: CATE.productCases,
    tag: 1,
    title: t(
      '炼厂加氢裂化高压分离器液位调节阀',
      'High-pressure separator level letdown valves for a refinery hydrocracker',
    ),
    summary: t(
      '高压分离器液位调节阀工况兼具高压差、闪蒸和溶解气析出，原阀内件寿命约 9 个月。采用碳化钨阀内件角阀后，运行 30 个月检查仍可继续使用。',
      'The hydrocracker separator letdown combines high pressure drop, flashing and gas breakout, and the original trims lasted about nine months. With tungsten-carbide-trimmed angle valves, inspection after 30 months found the trims fit for further service.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>这家墨西哥湾沿岸炼厂的加氢裂化装置中，冷高压分离器底部液体经液位调节阀减压至低压分离器。液体中溶解大量氢气和硫化氢，减压时剧烈析出，对阀内件和下游管道造成严重冲蚀。原阀门平均 9 个月需更换阀内件，每次都要在运行中切换旁路，存在安全风险。</p>
<h3>解决方案</h3>
<ul><li>选用 MR-AV420 角式调节阀，流向为侧进底出，使闪蒸和冲刷发生在阀后扩径管段中心</li><li>阀芯、阀座采用整体碳化钨，阀体内衬硬化处理</li><li>阀后管段加厚并设置可更换耐磨短节</li><li>材料满足湿硫化氢环境的硬度要求</li></ul>
<h3>实施效果</h3>
<ul><li>运行 30 个月后随装置大修检查，阀内件磨损轻微，评估可继续使用一个周期</li><li>液位控制偏差由 ±8% 降至 ±3%</li><li>取消了运行中的旁路切换作业</li></ul>`,
      `<h3>Situation</h3>
<p>In this Gulf Coast refinery's hydrocracker, liquid from the bottom of the cold high-pressure separator is let down through level control valves to the low-pressure separator. The liquid carries a lot of dissolved hydrogen and H₂S, which breaks out violently during letdown and severely erodes trim and downstream piping. Trims had to be replaced about every nine months, each time by switching to the bypass with the unit running.</p>
<h3>What we did</h3>
<ul><li>MR-AV420 angle control valves, side-in bottom-out, so flashing and erosion occur in the centre of an expanded downstream spool</li><li>Solid tungsten carbide plug and seat, with hardened body lining</li><li>Heavier downstream spool with a replaceable wear section</li><li>Materials meeting hardness limits for wet H₂S service</li></ul>
<h3>Results</h3>
<ul><li>At the turnaround after 30 months, trims showed only slight wear and were judged fit for another run</li><li>Level control deviation reduced from ±8% to ±3%</li><li>Bypass switching with the unit running no longer needed</li></ul>`,
    ),
    area: t('美国得克萨斯州', 'Texas, USA'),
    customer: t('墨西哥湾沿岸一家炼油厂', 'A Gulf Coast refinery'),
    product: t(
      'MR-AV420 角式调节阀（碳化钨阀内件），DN80，Class 2500',
      'MR-AV420 angle control valve with tungsten carbide trim, DN80, Class 2500',
    ),
    industry: OIL_GAS,
    working_condition: t(
      '含溶解氢和硫化氢的烃类液体；60 °C；15 MPa 降至 2.5 MPa；压差 12.5 MPa',
      'Hydrocarbon liquid with dissolved H₂ and H₂S; 60 °C; 15 MPa to 2.5 MPa; ΔP 12.5 MPa',
    ),
    publish_date: '2022-11-17',
    pictures: [
      { scene: 'refinery', label: 'HCU' },
      { scene: 'control-valve-assembly', label: 'MR-AV420' },
    ],
    related: ['mcase-04'],
  },
  {
    key: 'pcase-05',
    cate_id: CATE.productCases,
    tag: 1,
    title: t(
      '天然气处理厂节流膨胀阀低温改造',
      'Joule-Thomson valves for a gas processing plant in a cold climate',
    ),
    summary: t(
      '露点控制用节流阀在冬季环境温度低至 −40 °C 时频繁出现执行机构冻结和控制波动。更换为低温材料和低噪声阀内件后，两个冬季运行平稳。',
      'The dew-point control JT valves suffered actuator freezing and unstable control when winter temperatures reached −40 °C. After replacement with low-temperature materials and low-noise trims, they ran smoothly through two winters.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>阿尔伯塔省这座天然气处理厂通过节流膨胀降温实现烃露点控制。节流阀安装在室外，冬季环境温度可达 −40 °C，阀后介质温度约 −15 °C。原阀门执行机构膜片在低温下变硬，定位器反馈漂移，控制回路频繁振荡，同时阀门噪声超标。</p>
<h3>解决方案</h3>
<ul><li>MR-GV300 球形调节阀，阀体采用低温碳钢，经 −46 °C 冲击试验</li><li>两级低噪声阀笼，控制出口流速</li><li>执行机构采用低温弹性体膜片，定位器额定环境温度 −40 °C</li><li>阀门和执行机构出厂前进行低温功能测试</li></ul>
<h3>实施效果</h3>
<ul><li>连续两个冬季未发生执行机构冻结或卡滞</li><li>露点控制偏差由 ±4 °C 改善至 ±1 °C</li><li>距阀 1 米处噪声 84 dB(A)</li></ul>`,
      `<h3>Situation</h3>
<p>This Alberta gas processing plant controls hydrocarbon dew point by Joule-Thomson expansion. The valves are outdoors, ambient temperature can reach −40 °C in winter, and the gas downstream is at about −15 °C. The original actuator diaphragms stiffened in the cold, positioner feedback drifted, the loop oscillated frequently, and noise exceeded limits.</p>
<h3>What we did</h3>
<ul><li>MR-GV300 globe control valves with low-temperature carbon steel bodies, impact-tested at −46 °C</li><li>Two-stage low-noise cages limiting outlet velocity</li><li>Actuators with low-temperature elastomer diaphragms and positioners rated for −40 °C ambient</li><li>Low-temperature functional test of valve and actuator before shipment</li></ul>
<h3>Results</h3>
<ul><li>No actuator freezing or sticking in two consecutive winters</li><li>Dew-point control improved from ±4 °C to ±1 °C</li><li>Noise of 84 dB(A) at 1 m</li></ul>`,
    ),
    area: t('加拿大阿尔伯塔省', 'Alberta, Canada'),
    customer: t('阿尔伯塔省一座天然气处理厂', 'A natural-gas processing plant in Alberta'),
    product: t(
      'MR-GV300 低温低噪声球形调节阀，DN150，Class 900',
      'MR-GV300 low-temperature, low-noise globe control valve, DN150, Class 900',
    ),
    industry: OIL_GAS,
    working_condition: t(
      '天然气；入口 15 °C，出口约 −15 °C；8.5 MPa 降至 5.5 MPa；环境温度低至 −40 °C',
      'Natural gas; 15 °C inlet, about −15 °C outlet; 8.5 MPa to 5.5 MPa; ambient down to −40 °C',
    ),
    publish_date: '2023-02-09',
    pictures: [{ scene: 'pipeline', label: 'ALBERTA' }, { scene: 'globe-valve' }],
    related: ['pcase-07', 'mcase-06'],
  },
  {
    key: 'pcase-06',
    cate_id: CATE.productCases,
    tag: 1,
    title: t('油田注水井组高压差调节阀', 'High-pressure-drop injection valves for an oilfield water-flood'),
    summary: t(
      '油田注水配水间需要把高压水按配注量精确分配到各井，原针形阀磨损快、调节精度差。84 台电动角式调节阀投用后，配注精度达到 ±2%。',
      'The water-flood distribution stations must split high-pressure water accurately between wells, but the original needle valves wore quickly and controlled poorly. With 84 electrically actuated angle valves, injection accuracy reached ±2%.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>新疆这个油田采用注水开发，配水间将 32 MPa 的注水按地质配注要求分配到各注水井。注入水为处理后的采出水，含少量砂粒。原手动针形阀冲蚀快，配注量偏差经常超过 10%，且需要人工巡回调节。</p>
<h3>解决方案</h3>
<ul><li>MR-AV420 角式调节阀，碳化钨阀内件，适应含砂介质</li><li>配电动执行机构，无需仪表气源，适合偏远站场</li><li>与站控系统联动，按流量计反馈自动调节配注量</li></ul>
<h3>实施效果</h3>
<ul><li>84 台阀门投用后，单井配注精度达到 ±2%</li><li>阀内件使用寿命超过 24 个月</li><li>巡回调节工作量减少约 80%</li></ul>`,
      `<h3>Situation</h3>
<p>This water-flooded oilfield in Xinjiang distributes 32 MPa injection water to each well according to reservoir targets. The water is treated produced water carrying some sand. The original manual needle valves eroded quickly, injection rates often deviated by more than 10%, and operators had to drive round to readjust them.</p>
<h3>What we did</h3>
<ul><li>MR-AV420 angle control valves with tungsten carbide trims for sandy water</li><li>Electric actuators, so no instrument air is needed at remote stations</li><li>Closed-loop control from the station system using flowmeter feedback</li></ul>
<h3>Results</h3>
<ul><li>Injection accuracy of ±2% per well across 84 valves</li><li>Trim life beyond 24 months</li><li>Operator rounds for readjustment cut by about 80%</li></ul>`,
    ),
    area: t('中国新疆', 'Xinjiang, China'),
    customer: t('新疆一处注水开发油田', 'A water-flooded oilfield in Xinjiang'),
    product: t(
      'MR-AV420 角式调节阀（电动执行机构），DN50，Class 2500',
      'MR-AV420 angle control valve with electric actuator, DN50, Class 2500',
    ),
    industry: OIL_GAS,
    working_condition: t(
      '处理后采出水，含砂 ≤ 50 mg/L；45 °C；入口 32 MPa；压差最高 12 MPa',
      'Treated produced water, sand ≤ 50 mg/L; 45 °C; inlet 32 MPa; ΔP up to 12 MPa',
    ),
    publish_date: '2024-06-20',
    pictures: [{ scene: 'pipeline', label: 'WATER-FLOOD' }, { scene: 'electric-actuator' }],
    related: ['mcase-07'],
  },
  {
    key: 'pcase-07',
    cate_id: CATE.productCases,
    tag: 1,
    title: t(
      'LNG 接收站 BOG 压缩机防喘振阀及低温调节阀',
      'Anti-surge and cryogenic control valves for an LNG receiving terminal',
    ),
    summary: t(
      '接收站扩建需要 BOG 压缩机防喘振阀和 38 台低温调节阀。防喘振阀全开时间 1.2 秒，投运以来未发生喘振停机。',
      'The terminal expansion needed BOG compressor anti-surge valves and 38 cryogenic control valves. The anti-surge valves open fully in 1.2 seconds, and there have been no surge trips since commissioning.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>浙江这座 LNG 接收站扩建新增两座储罐和配套 BOG 处理单元。BOG 压缩机防喘振阀要求快速全开，低温调节阀则需在 −162 °C 下保持可靠的调节和密封。</p>
<h3>解决方案</h3>
<ul><li>防喘振阀：MR-GV300 低噪声球形调节阀，配大流量增压器和快速排气阀</li><li>低温阀：长颈阀盖设计，奥氏体不锈钢阀体和阀内件，经低温冲击试验</li><li>全部低温阀出厂前在液氮环境下进行低温阀座泄漏和动作试验</li></ul>
<h3>实施效果</h3>
<ul><li>防喘振阀全开时间 1.2 秒，阶跃响应超调小于 2%</li><li>38 台低温阀全部一次通过低温试验</li><li>投运以来未发生压缩机喘振停机</li></ul>`,
      `<h3>Situation</h3>
<p>The expansion of this LNG receiving terminal in Zhejiang added two tanks and a boil-off gas (BOG) handling unit. The BOG compressor anti-surge valves had to open very fast, while the cryogenic control valves had to throttle and seal reliably at −162 °C.</p>
<h3>What we did</h3>
<ul><li>Anti-surge: MR-GV300 low-noise globe valves with high-capacity volume boosters and quick-exhaust valves</li><li>Cryogenic: extended-bonnet design, austenitic stainless bodies and trims, impact-tested at low temperature</li><li>Every cryogenic valve seat-leak and function tested in liquid nitrogen before shipment</li></ul>
<h3>Results</h3>
<ul><li>Anti-surge valves open fully in 1.2 seconds with less than 2% overshoot on step response</li><li>All 38 cryogenic valves passed low-temperature testing at the first attempt</li><li>No compressor surge trips since commissioning</li></ul>`,
    ),
    area: t('中国浙江', 'Zhejiang, China'),
    customer: t('浙江沿海一座 LNG 接收站', 'A coastal LNG receiving terminal in Zhejiang'),
    product: t(
      'MR-GV300 防喘振调节阀，DN250，Class 300；低温调节阀 DN25–DN150',
      'MR-GV300 anti-surge control valve, DN250, Class 300; cryogenic control valves DN25–DN150',
    ),
    industry: OIL_GAS,
    working_condition: t(
      'BOG：−120 至 40 °C，0.9 MPa 降至 0.02 MPa；LNG：−162 °C，最高 1.6 MPa',
      'BOG: −120 to 40 °C, 0.9 MPa to 0.02 MPa; LNG: −162 °C, up to 1.6 MPa',
    ),
    publish_date: '2025-01-16',
    pictures: [
      { scene: 'lng-terminal', label: 'LNG' },
      { scene: 'control-valve-assembly' },
      { scene: 'test-bench', label: 'CRYO' },
    ],
    related: ['pcase-05', 'mcase-05'],
  },
  {
    key: 'pcase-08',
    cate_id: CATE.productCases,
    tag: 2,
    title: t('PTA 装置浆料调节阀寿命提升', 'Longer life for slurry control valves in a PTA plant'),
    summary: t(
      'PTA 浆料兼具腐蚀、高温和高固含量，原调节阀平均 5 个月失效。改用钛材 V 型球阀后，平均无故障时间延长至 22 个月。',
      'PTA slurry is corrosive, hot and heavily loaded with solids, and the original control valves failed on average every five months. With titanium V-port ball valves, mean time between failures rose to 22 months.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>福建这座精对苯二甲酸（PTA）装置的结晶和过滤工段中，调节阀处理的是对苯二甲酸晶体在醋酸中的浆料，固含量约 35%，温度接近 190 °C，并含有溴化物。原球形调节阀阀芯导向部位频繁卡涩，阀座冲蚀泄漏。</p>
<h3>解决方案</h3>
<ul><li>MR-BL600 V 型球阀，阀体和球体采用钛材，阀座表面硬化</li><li>偏心旋转结构，无导向间隙，避免晶体堆积卡涩</li><li>阀座设置冲洗接口，停车前自动冲洗</li></ul>
<h3>实施效果</h3>
<ul><li>平均无故障时间由 5 个月延长至 22 个月</li><li>因阀门故障导致的降负荷次数每年减少 9 次</li><li>已在装置 26 个关键位置推广应用</li></ul>`,
      `<h3>Situation</h3>
<p>In the crystallisation and filtration sections of this purified terephthalic acid (PTA) plant in Fujian, control valves handle terephthalic acid crystals in acetic acid at about 35% solids, close to 190 °C, with bromide present. The original globe valves repeatedly stuck at the plug guides, and seats eroded and leaked.</p>
<h3>What we did</h3>
<ul><li>MR-BL600 V-port ball valves with titanium body and ball, and hardened seat faces</li><li>Eccentric rotary design with no guide clearances for crystals to pack into</li><li>Seat flushing connections, flushed automatically before shutdown</li></ul>
<h3>Results</h3>
<ul><li>Mean time between failures up from 5 to 22 months</li><li>Nine fewer load reductions a year caused by valve failures</li><li>Now standard at 26 critical positions in the plant</li></ul>`,
    ),
    area: t('中国福建', 'Fujian, China'),
    customer: t('福建一座 PTA 生产装置', 'A PTA production plant in Fujian'),
    product: t(
      'MR-BL600 V 型球阀（钛材），DN100，Class 300',
      'MR-BL600 V-port ball valve in titanium, DN100, Class 300',
    ),
    industry: CHEMICAL,
    working_condition: t(
      'PTA 醋酸浆料，固含量约 35%；190 °C；1.6 MPa；压差 0.8 MPa',
      'PTA slurry in acetic acid, about 35% solids; 190 °C; 1.6 MPa; ΔP 0.8 MPa',
    ),
    publish_date: '2023-08-10',
    pictures: [
      { scene: 'chemical-plant', label: 'PTA' },
      { scene: 'ball-valve', label: 'MR-BL600' },
    ],
    related: ['mcase-08'],
  },
  {
    key: 'pcase-09',
    cate_id: CATE.productCases,
    tag: 2,
    title: t(
      '氯碱装置湿氯气衬氟隔膜调节阀',
      'Lined diaphragm control valves for wet chlorine in a chlor-alkali plant',
    ),
    summary: t(
      '湿氯气对绝大多数金属具有强腐蚀性，原衬胶阀门外漏频发。140 台 PFA 衬里隔膜调节阀投用两年，未发生外漏。',
      'Wet chlorine attacks almost every metal, and the original rubber-lined valves leaked externally again and again. After two years in service, 140 PFA-lined diaphragm control valves have had no external leaks.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>内蒙古这座氯碱装置的氯气处理和盐水精制工段使用大量调节阀。原衬胶阀门在湿氯气中老化快，隔膜和衬里开裂导致外漏，既危及人员安全，也带来环保风险。</p>
<h3>解决方案</h3>
<ul><li>MR-DV700 隔膜调节阀，阀体整体衬 PFA，隔膜为 PTFE 复合结构</li><li>阀盖设置泄漏检测口，隔膜失效时可及早发现</li><li>配 MR-DP10 定位器，针对隔膜阀特性优化调节参数</li></ul>
<h3>实施效果</h3>
<ul><li>140 台阀门运行两年，未发生外漏</li><li>隔膜更换周期由 6 个月延长至 18 个月</li><li>氯气压力控制偏差由 ±2 kPa 改善至 ±0.5 kPa</li></ul>`,
      `<h3>Situation</h3>
<p>The chlorine handling and brine purification sections of this chlor-alkali plant in Inner Mongolia use many control valves. The original rubber-lined valves aged quickly in wet chlorine, and cracked diaphragms and linings caused external leaks — a hazard to people and to the environment.</p>
<h3>What we did</h3>
<ul><li>MR-DV700 diaphragm control valves with full PFA lining and PTFE composite diaphragms</li><li>Leak-detection port in the bonnet to reveal diaphragm failure early</li><li>MR-DP10 positioners tuned for diaphragm-valve characteristics</li></ul>
<h3>Results</h3>
<ul><li>No external leaks from 140 valves in two years</li><li>Diaphragm replacement interval extended from 6 to 18 months</li><li>Chlorine pressure control improved from ±2 kPa to ±0.5 kPa</li></ul>`,
    ),
    area: t('中国内蒙古', 'Inner Mongolia, China'),
    customer: t('内蒙古一座氯碱化工装置', 'A chlor-alkali plant in Inner Mongolia'),
    product: t(
      'MR-DV700 PFA 衬里隔膜调节阀，DN80，PN16',
      'MR-DV700 PFA-lined diaphragm control valve, DN80, PN16',
    ),
    industry: CHEMICAL,
    working_condition: t(
      '湿氯气；85 °C；0.15 MPa；压差 0.05 MPa',
      'Wet chlorine gas; 85 °C; 0.15 MPa; ΔP 0.05 MPa',
    ),
    publish_date: '2022-08-25',
    pictures: [{ scene: 'diaphragm-valve', label: 'MR-DV700' }],
    related: ['mcase-10'],
  },
  {
    key: 'pcase-10',
    cate_id: CATE.productCases,
    tag: 2,
    title: t(
      '聚丙烯装置产品出料阀：120 万次动作无泄漏',
      'Polypropylene discharge valves: 1.2 million cycles without seat leakage',
    ),
    summary: t(
      '聚丙烯反应器出料阀每隔数秒动作一次，粉料磨损使原阀门频繁内漏。金属硬密封球阀投用后累计动作 120 万次，仍保持关断等级。',
      'The polypropylene reactor discharge valves cycle every few seconds, and powder wear caused frequent seat leakage in the original valves. The metal-seated ball valves have completed 1.2 million cycles and still meet their shut-off class.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>沙特东部省这座聚丙烯装置的反应器采用间歇出料，出料阀每 6 至 8 秒开关一次，每年动作超过 100 万次。介质为含丙烯气体的聚丙烯粉料，原软密封球阀在粉料磨损下几个月就出现内漏，导致反应器压力波动。</p>
<h3>解决方案</h3>
<ul><li>MR-BL650 金属硬密封球阀，球体和阀座碳化铬涂层</li><li>弹簧加载阀座，背部刮环防止粉料进入</li><li>MR-PA200 双作用执行机构，开关时间 0.8 秒，配动作计数和诊断功能</li></ul>
<h3>实施效果</h3>
<ul><li>累计动作 120 万次，阀座泄漏仍满足 V 级要求</li><li>反应器压力波动幅度减少约 60%</li><li>出料阀相关非计划停车由每年 5 次降为零</li></ul>`,
      `<h3>Situation</h3>
<p>The reactors of this polypropylene plant in Saudi Arabia's Eastern Province discharge in batches, with the discharge valves cycling every 6–8 seconds — more than a million cycles a year. The medium is PP powder with propylene gas. The original soft-seated ball valves began leaking within months under powder wear, disturbing reactor pressure.</p>
<h3>What we did</h3>
<ul><li>MR-BL650 metal-seated ball valves with chromium-carbide-coated ball and seats</li><li>Spring-loaded seats with rear scraper rings to keep powder out</li><li>MR-PA200 double-acting actuators, 0.8-second stroke, with cycle counting and diagnostics</li></ul>
<h3>Results</h3>
<ul><li>1.2 million cycles completed with seat leakage still within Class V</li><li>Reactor pressure swings reduced by about 60%</li><li>Unplanned shutdowns caused by discharge valves down from five a year to none</li></ul>`,
    ),
    area: t('沙特阿拉伯东部省', 'Eastern Province, Saudi Arabia'),
    customer: t('沙特东部省一座聚丙烯装置', 'A polypropylene plant in the Eastern Province of Saudi Arabia'),
    product: t(
      'MR-BL650 金属硬密封球阀，DN150，Class 600',
      'MR-BL650 metal-seated ball valve, DN150, Class 600',
    ),
    industry: CHEMICAL,
    working_condition: t(
      '聚丙烯粉料和丙烯气；70 °C；3.2 MPa 降至 0.15 MPa；每 6–8 秒动作一次',
      'PP powder with propylene gas; 70 °C; 3.2 MPa to 0.15 MPa; one cycle every 6–8 s',
    ),
    publish_date: '2024-09-19',
    pictures: [
      { scene: 'chemical-plant', label: 'PP' },
      { scene: 'ball-valve', label: 'MR-BL650' },
    ],
    related: ['mcase-09'],
  },
  {
    key: 'pcase-11',
    cate_id: CATE.productCases,
    tag: 2,
    title: t(
      '精细化工间歇反应釜温度控制改造',
      'Batch reactor temperature control for a fine-chemicals plant',
    ),
    summary: t(
      '反应釜采用导热油加热和冷冻盐水冷却分程控制，原阀门切换点附近控制失稳。48 台小口径调节阀改造后，批次温度偏差控制在 ±0.5 °C 以内。',
      'The reactors are heated with thermal oil and cooled with chilled brine in split range, and the old valves lost control around the changeover point. After 48 small control valves were replaced, batch temperature stays within ±0.5 °C.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>新加坡裕廊岛这家精细化工企业生产医药和农化中间体，产品质量对反应温度非常敏感。反应釜夹套采用导热油加热、冷冻盐水冷却，两组阀门分程控制。原阀门死区大，加热与冷却切换时温度反复超调，部分批次需要返工。</p>
<h3>解决方案</h3>
<ul><li>MR-GV300 小口径球形调节阀，等百分比特性，按实际热负荷重新选型</li><li>MR-DP10 定位器，死区小于 0.1%，分程点精确标定</li><li>导热油阀采用石墨填料和散热阀盖，冷冻盐水阀采用低温填料</li></ul>
<h3>实施效果</h3>
<ul><li>批次温度偏差由 ±2.5 °C 缩小至 ±0.5 °C 以内</li><li>平均批次周期缩短 8%</li><li>因温度偏差导致的返工批次基本消除</li></ul>`,
      `<h3>Situation</h3>
<p>This fine-chemicals company on Jurong Island makes pharmaceutical and agrochemical intermediates whose quality is very sensitive to reaction temperature. Reactor jackets are heated with thermal oil and cooled with chilled brine, with the two valve sets in split range. The old valves had a large dead band, so temperature overshot repeatedly at the heating-cooling changeover and some batches had to be reworked.</p>
<h3>What we did</h3>
<ul><li>Small MR-GV300 globe control valves with equal-percentage trim, re-sized to actual heat duties</li><li>MR-DP10 positioners with dead band below 0.1% and precisely calibrated split-range points</li><li>Graphite packing and finned bonnets on thermal-oil valves; low-temperature packing on brine valves</li></ul>
<h3>Results</h3>
<ul><li>Batch temperature deviation reduced from ±2.5 °C to within ±0.5 °C</li><li>Average batch cycle 8% shorter</li><li>Rework caused by temperature deviations practically eliminated</li></ul>`,
    ),
    area: t('新加坡裕廊岛', 'Jurong Island, Singapore'),
    customer: t(
      '新加坡一家医药及农化中间体生产企业',
      'A pharmaceutical and agrochemical intermediates producer in Singapore',
    ),
    product: t(
      'MR-GV300 球形调节阀及 MR-DP10 智能定位器，DN25–DN50，Class 300，共 48 台',
      'MR-GV300 globe control valves with MR-DP10 positioners, DN25–DN50, Class 300, 48 units',
    ),
    industry: CHEMICAL,
    working_condition: t(
      '导热油 280 °C / 冷冻盐水 −20 °C；0.6 MPa；压差 0.1–0.3 MPa',
      'Thermal oil at 280 °C / chilled brine at −20 °C; 0.6 MPa; ΔP 0.1–0.3 MPa',
    ),
    publish_date: '2025-05-22',
    pictures: [{ scene: 'chemical-plant' }, { scene: 'positioner', label: 'MR-DP10' }],
    related: ['pcase-08', 'mcase-10'],
  },
  {
    key: 'pcase-12',
    cate_id: CATE.productCases,
    tag: 3,
    title: t('60 万吨级水厂滤池出水调节阀', 'Filter outlet control valves for a 600,000 m³/d waterworks'),
    summary: t(
      '水厂 32 格滤池出水阀调节精度不足，滤池液位波动大、反冲洗频繁。更换双偏心蝶形调节阀后，液位控制在 ±15 mm 以内，反冲洗水耗降低 9%。',
      'The 32 filter outlet valves lacked control resolution, so filter levels swung and backwashing was frequent. With double-offset butterfly control valves, levels stay within ±15 mm and backwash water use fell 9%.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>广东这座日供水能力 60 万立方米的水厂有 32 格 V 型滤池。原出水阀为普通开关型蝶阀加改装执行机构，小开度下调节性能差，滤池液位波动导致过滤速度不稳定，滤后水浊度偶有波动，反冲洗周期缩短。</p>
<h3>解决方案</h3>
<ul><li>MR-BF300 双偏心蝶形调节阀，特殊型线蝶板，改善小开度流量特性</li><li>电动执行机构，调节型连续工作制，断电保位</li><li>与滤池控制系统联调，实现恒液位、恒滤速控制</li></ul>
<h3>实施效果</h3>
<ul><li>滤池液位波动控制在 ±15 mm 以内</li><li>反冲洗周期平均延长 14%，反冲洗水耗降低 9%</li><li>滤后水浊度稳定在 0.1 NTU 以下</li></ul>`,
      `<h3>Situation</h3>
<p>This waterworks in Guangdong supplies 600,000 m³ a day through 32 V-type filters. The outlet valves were ordinary on-off butterfly valves with retrofitted actuators that controlled poorly at small openings. Fluctuating filter levels made filtration rates unstable, filtered-water turbidity occasionally spiked and backwash intervals shortened.</p>
<h3>What we did</h3>
<ul><li>MR-BF300 double-offset butterfly control valves with contoured discs for a better low-opening characteristic</li><li>Electric actuators rated for continuous modulating duty, holding position on power loss</li><li>Joint commissioning with the filter control system for constant-level, constant-rate filtration</li></ul>
<h3>Results</h3>
<ul><li>Filter level held within ±15 mm</li><li>Backwash interval extended by 14% on average, backwash water use down 9%</li><li>Filtered-water turbidity steady below 0.1 NTU</li></ul>`,
    ),
    area: t('中国广东', 'Guangdong, China'),
    customer: t('广东一座日供水 60 万立方米的城市水厂', 'A 600,000 m³/day municipal waterworks in Guangdong'),
    product: t(
      'MR-BF300 双偏心蝶形调节阀（电动），DN600，PN10',
      'MR-BF300 double-offset butterfly control valve with electric actuator, DN600, PN10',
    ),
    industry: WATER,
    working_condition: t(
      '滤后水；常温；0.3 MPa；压差 0.02–0.08 MPa',
      'Filtered water; ambient temperature; 0.3 MPa; ΔP 0.02–0.08 MPa',
    ),
    publish_date: '2022-05-12',
    pictures: [
      { scene: 'water-treatment', label: 'FILTERS' },
      { scene: 'butterfly-valve', label: 'MR-BF300' },
    ],
    related: ['mcase-11'],
  },
  {
    key: 'pcase-13',
    cate_id: CATE.productCases,
    tag: 3,
    title: t('海水淡化反渗透高压调节阀', 'High-pressure control valves for a seawater reverse-osmosis plant'),
    summary: t(
      '反渗透系统的高压给水和浓水调节阀长期接触高氯离子海水，对材料耐蚀性要求极高。超级双相钢调节阀运行三年，检查未发现点蚀和缝隙腐蚀。',
      'The high-pressure feed and concentrate valves of the RO system are constantly exposed to high-chloride seawater. After three years the super duplex control valves showed no pitting or crevice corrosion at inspection.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>阿联酋这座反渗透海水淡化厂日产淡水约 25 万立方米。高压泵出口和浓水排放管线上的调节阀承受 6 MPa 以上压力，介质氯离子浓度高，浓水侧更接近 7 万 mg/L，普通不锈钢易发生点蚀和缝隙腐蚀。</p>
<h3>解决方案</h3>
<ul><li>MR-GV300 球形调节阀，阀体和阀内件采用超级双相不锈钢，点蚀当量值 40 以上</li><li>浓水阀采用两级降压阀内件，防止气蚀</li><li>执行机构和定位器采用海洋环境防护配置</li></ul>
<h3>实施效果</h3>
<ul><li>运行三年，解体检查未发现点蚀和缝隙腐蚀</li><li>膜组进水压力控制偏差 ±0.05 MPa，膜通量更稳定</li><li>浓水阀噪声低于 85 dB(A)</li></ul>`,
      `<h3>Situation</h3>
<p>This seawater reverse-osmosis plant in the UAE produces about 250,000 m³ of fresh water a day. Control valves on the high-pressure pump discharge and concentrate lines see more than 6 MPa and highly chloride-laden water — close to 70,000 mg/L on the concentrate side — in which ordinary stainless steels pit and suffer crevice corrosion.</p>
<h3>What we did</h3>
<ul><li>MR-GV300 globe control valves with super duplex bodies and trims, PREN above 40</li><li>Two-stage pressure-reducing trims on concentrate valves to prevent cavitation</li><li>Marine-environment protection for actuators and positioners</li></ul>
<h3>Results</h3>
<ul><li>No pitting or crevice corrosion found at strip-down inspection after three years</li><li>Membrane feed pressure held within ±0.05 MPa for steadier flux</li><li>Concentrate valve noise below 85 dB(A)</li></ul>`,
    ),
    area: t('阿联酋阿布扎比', 'Abu Dhabi, UAE'),
    customer: t(
      '阿联酋一座日产 25 万立方米的反渗透海水淡化厂',
      'A 250,000 m³/day reverse-osmosis desalination plant in the UAE',
    ),
    product: t(
      'MR-GV300 超级双相钢球形调节阀，DN200，Class 900',
      'MR-GV300 super duplex globe control valve, DN200, Class 900',
    ),
    industry: WATER,
    working_condition: t(
      '海水及浓盐水；30 °C；6.8 MPa；浓水阀压差约 6.5 MPa',
      'Seawater and brine concentrate; 30 °C; 6.8 MPa; concentrate valve ΔP approx. 6.5 MPa',
    ),
    mediainfo: t('《海湾水务》2023 年 12 月刊', 'Gulf Water Technology, December 2023'),
    publish_date: '2023-11-23',
    pictures: [
      { scene: 'water-treatment', label: 'SWRO' },
      { scene: 'globe-valve', label: 'SUPER DUPLEX' },
    ],
    related: ['mcase-12'],
  },
  {
    key: 'pcase-14',
    cate_id: CATE.productCases,
    tag: 3,
    title: t('污水处理厂曝气风量精确控制', 'Precise aeration air control at a wastewater treatment plant'),
    summary: t(
      '曝气系统耗电占污水厂总电耗的一半以上，原风量阀调节粗糙，风机长期高压运行。采用特殊型线蝶形调节阀和最不利阀位控制后，风机电耗降低 18%。',
      'Aeration uses more than half of a treatment plant’s electricity, and the original air valves controlled coarsely, keeping the blowers at high pressure. With contoured butterfly control valves and most-open-valve control, blower energy fell by 18%.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>安大略省这座污水处理厂设计处理能力每日 12 万立方米，曝气池分为 16 个廊道。原曝气风量阀在常用开度下流量变化剧烈，溶解氧波动大，操作人员只能提高风机出口压力“保安全”。</p>
<h3>解决方案</h3>
<ul><li>MR-BF300 蝶形调节阀，特殊型线蝶板，在 15% 至 70% 开度范围内接近线性</li><li>电动执行机构，分辨率 0.2%</li><li>与控制系统配合实施“最不利阀位”控制：保持开度最大的阀门接近全开，动态降低风机出口压力</li></ul>
<h3>实施效果</h3>
<ul><li>风机电耗降低 18%</li><li>各廊道溶解氧控制在设定值 ±0.3 mg/L 以内</li><li>出水总氮达标率保持 100%</li></ul>`,
      `<h3>Situation</h3>
<p>This wastewater treatment plant in Ontario treats 120,000 m³ a day, with aeration basins divided into 16 passes. The original air valves changed flow sharply in their normal operating range, dissolved oxygen fluctuated widely, and operators kept blower discharge pressure high to be safe.</p>
<h3>What we did</h3>
<ul><li>MR-BF300 butterfly control valves with contoured discs, close to linear between 15% and 70% opening</li><li>Electric actuators with 0.2% resolution</li><li>Most-open-valve control with the plant system: the most-open valve is kept nearly fully open while blower pressure is lowered dynamically</li></ul>
<h3>Results</h3>
<ul><li>Blower energy down 18%</li><li>Dissolved oxygen in each pass within ±0.3 mg/L of set point</li><li>Effluent total nitrogen compliance maintained at 100%</li></ul>`,
    ),
    area: t('加拿大安大略省', 'Ontario, Canada'),
    customer: t('安大略省一座市政污水处理厂', 'A municipal wastewater treatment plant in Ontario'),
    product: t(
      'MR-BF300 蝶形调节阀（电动），DN300，Class 150',
      'MR-BF300 butterfly control valve with electric actuator, DN300, Class 150',
    ),
    industry: WATER,
    working_condition: t(
      '曝气空气；60 °C；0.07 MPa；压差 2–8 kPa',
      'Aeration air; 60 °C; 0.07 MPa; ΔP 2–8 kPa',
    ),
    publish_date: '2024-11-14',
    pictures: [{ scene: 'water-treatment', label: 'AERATION' }],
    related: ['mcase-13'],
  },
  {
    key: 'pcase-15',
    cate_id: CATE.productCases,
    tag: 4,
    title: t('硫酸盐浆厂中浓浆料浓度控制', 'Medium-consistency stock control at a kraft pulp mill'),
    summary: t(
      '中浓浆料容易在阀内絮聚，原阀门控制死区大，浓度波动影响漂白化学品消耗。56 台 V 型球阀投用后，浓度波动由 ±0.4% 降至 ±0.12%。',
      'Medium-consistency stock flocculates inside valves, and the original valves had a large dead band, so consistency swings drove up bleaching chemical use. With 56 V-port ball valves, consistency variation fell from ±0.4% to ±0.12%.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>不列颠哥伦比亚省这家硫酸盐浆厂年产漂白浆约 50 万吨。洗涤和漂白工段中浆料浓度约 10% 至 12%，原球形阀在纤维介质中容易挂浆堵塞，控制死区大，浓度波动导致漂白化学品过量投加。</p>
<h3>解决方案</h3>
<ul><li>MR-BL600 V 型球阀，双相不锈钢阀体，V 口具有剪切作用，防止纤维挂结</li><li>可调比 300:1，满足不同产量下的控制需求</li><li>MR-DP10 定位器，死区小于 0.1%</li></ul>
<h3>实施效果</h3>
<ul><li>浆料浓度波动由 ±0.4% 降至 ±0.12%</li><li>二氧化氯单耗降低约 4%</li><li>56 台阀门运行 24 个月，无堵塞导致的停机</li></ul>`,
      `<h3>Situation</h3>
<p>This kraft mill in British Columbia produces about 500,000 t of bleached pulp a year. In washing and bleaching, stock runs at about 10–12% consistency. The original globe valves tended to hang up fibres and plug, with a large dead band, and consistency swings led to overdosing of bleaching chemicals.</p>
<h3>What we did</h3>
<ul><li>MR-BL600 V-port ball valves with duplex bodies; the V-notch shears fibres rather than letting them hang up</li><li>Rangeability of 300:1 to cover the full production range</li><li>MR-DP10 positioners with dead band below 0.1%</li></ul>
<h3>Results</h3>
<ul><li>Consistency variation reduced from ±0.4% to ±0.12%</li><li>Chlorine dioxide consumption per tonne down about 4%</li><li>56 valves in service for 24 months without a plugging-related stop</li></ul>`,
    ),
    area: t('加拿大不列颠哥伦比亚省', 'British Columbia, Canada'),
    customer: t('不列颠哥伦比亚省一家硫酸盐漂白浆厂', 'A bleached kraft pulp mill in British Columbia'),
    product: t(
      'MR-BL600 V 型球阀（双相钢），DN150，Class 150',
      'MR-BL600 V-port ball valve in duplex steel, DN150, Class 150',
    ),
    industry: PULP_PAPER,
    working_condition: t(
      '中浓浆料，浓度 10–12%；85 °C；1.0 MPa；压差 0.3 MPa',
      'Medium-consistency stock, 10–12%; 85 °C; 1.0 MPa; ΔP 0.3 MPa',
    ),
    publish_date: '2023-04-13',
    pictures: [
      { scene: 'pulp-paper', label: 'KRAFT' },
      { scene: 'ball-valve', label: 'MR-BL600' },
    ],
    related: ['mcase-14'],
  },
  {
    key: 'pcase-16',
    cate_id: CATE.productCases,
    tag: 4,
    title: t(
      '纸机干燥部蒸汽冷凝水系统阀门升级',
      'Steam and condensate valve upgrade in a paper machine dryer section',
    ),
    summary: t(
      '纸机干燥部 64 台蒸汽和冷凝水调节阀普遍内漏，蒸汽单耗偏高。整体升级后，吨纸蒸汽消耗降低 5.1%，每年节约蒸汽约 3.8 万吨。',
      'Most of the 64 steam and condensate valves in the dryer section leaked through, pushing up steam consumption. After a complete upgrade, steam per tonne of paper fell by 5.1%, saving about 38,000 t of steam a year.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>山东这家造纸企业一台文化纸机年产约 40 万吨。干燥部共有 64 台蒸汽压力、差压和冷凝水调节阀，大部分已使用十年以上。超声波检测发现其中 41 台存在不同程度内漏，高品位蒸汽直接进入冷凝水系统。</p>
<h3>解决方案</h3>
<ul><li>按实际工况重新选型，更换为 MR-GV300 球形调节阀，关断等级 V 级</li><li>冷凝水阀采用防闪蒸冲蚀的硬化阀内件</li><li>全部配置 MR-DP10 定位器，并接入工厂诊断平台</li><li>利用计划停机分两批实施，未额外停产</li></ul>
<h3>实施效果</h3>
<ul><li>吨纸蒸汽消耗降低 5.1%，每年节约蒸汽约 3.8 万吨</li><li>各烘缸组压力控制偏差由 ±15 kPa 改善至 ±4 kPa</li><li>纸幅水分横向波动明显减小，断纸次数下降</li></ul>`,
      `<h3>Situation</h3>
<p>This paper maker in Shandong runs a fine-paper machine producing about 400,000 t a year. Its dryer section has 64 steam pressure, differential pressure and condensate control valves, most over ten years old. An ultrasonic survey found 41 of them leaking through to some degree, sending high-grade steam straight into the condensate system.</p>
<h3>What we did</h3>
<ul><li>Re-sized every valve to actual conditions and replaced them with MR-GV300 globe control valves, Class V shut-off</li><li>Hardened trims on condensate valves to resist flashing erosion</li><li>MR-DP10 positioners on every valve, connected to the plant diagnostics platform</li><li>Installed in two batches during planned stops, with no extra downtime</li></ul>
<h3>Results</h3>
<ul><li>Steam per tonne of paper down 5.1%, about 38,000 t of steam saved each year</li><li>Dryer group pressure deviation improved from ±15 kPa to ±4 kPa</li><li>Less cross-direction moisture variation and fewer sheet breaks</li></ul>`,
    ),
    area: t('中国山东', 'Shandong, China'),
    customer: t(
      '山东一家年产 40 万吨文化纸的造纸企业',
      'A fine-paper mill in Shandong producing 400,000 t a year',
    ),
    product: t(
      'MR-GV300 球形调节阀，DN80–DN200，Class 300，共 64 台',
      'MR-GV300 globe control valves, DN80–DN200, Class 300, 64 units',
    ),
    industry: PULP_PAPER,
    working_condition: t(
      '饱和蒸汽及冷凝水；最高 180 °C；0.2–1.0 MPa；压差 0.05–0.6 MPa',
      'Saturated steam and condensate; up to 180 °C; 0.2–1.0 MPa; ΔP 0.05–0.6 MPa',
    ),
    publish_date: '2025-08-21',
    pictures: [{ scene: 'pulp-paper', label: 'DRYER' }, { scene: 'globe-valve' }, { scene: 'positioner' }],
    related: ['pcase-15', 'mcase-15'],
  },
  {
    key: 'pcase-17',
    cate_id: CATE.productCases,
    tag: 4,
    title: t('生活用纸厂流浆箱上浆量控制', 'Headbox stock flow control at a tissue mill'),
    summary: t(
      '生活用纸对定量均匀性要求很高，原上浆阀分辨率不足。采用高分辨率 V 型球阀和智能定位器后，纵向定量波动降低 35%。',
      'Tissue demands very even basis weight, and the old stock valves lacked resolution. With high-resolution V-port ball valves and digital positioners, machine-direction basis weight variation fell by 35%.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>印尼廖内省这家生活用纸厂有 6 台高速卫生纸机。定量控制依赖上浆阀对浆料流量的精细调节，原阀门在小幅调整时动作不连续，导致纵向定量周期性波动，影响成品手感和复卷效率。</p>
<h3>解决方案</h3>
<ul><li>MR-BL600 V 型球阀，高精度加工的 V 口，阀杆与球体间无间隙连接</li><li>MR-DP10 定位器，分辨率 0.05%，针对小幅阶跃响应优化</li><li>30 台阀门在纸机计划停机期间分批更换</li></ul>
<h3>实施效果</h3>
<ul><li>纵向定量波动降低 35%</li><li>定量调整的响应时间缩短一半</li><li>复卷断头次数减少约 20%</li></ul>`,
      `<h3>Situation</h3>
<p>This tissue mill in Riau, Indonesia, runs six high-speed tissue machines. Basis weight control depends on fine adjustment of stock flow by the stock valve, but the original valves moved in jerks on small changes, causing cyclic machine-direction variation that affected softness and rewinder efficiency.</p>
<h3>What we did</h3>
<ul><li>MR-BL600 V-port ball valves with precision-machined V-notches and backlash-free stem-to-ball connection</li><li>MR-DP10 positioners with 0.05% resolution, tuned for small step response</li><li>30 valves replaced in batches during planned machine stops</li></ul>
<h3>Results</h3>
<ul><li>Machine-direction basis weight variation down 35%</li><li>Response time to basis weight changes halved</li><li>About 20% fewer breaks at the rewinder</li></ul>`,
    ),
    area: t('印度尼西亚廖内省', 'Riau, Indonesia'),
    customer: t('印尼廖内省一家生活用纸生产企业', 'A tissue producer in Riau, Indonesia'),
    product: t(
      'MR-BL600 V 型球阀及 MR-DP10 定位器，DN100，Class 150',
      'MR-BL600 V-port ball valve with MR-DP10 positioner, DN100, Class 150',
    ),
    industry: PULP_PAPER,
    working_condition: t(
      '纸浆，浓度约 3.5%；50 °C；0.5 MPa；压差 0.1 MPa',
      'Pulp stock, about 3.5% consistency; 50 °C; 0.5 MPa; ΔP 0.1 MPa',
    ),
    publish_date: '2026-02-12',
    pictures: [{ scene: 'pulp-paper', label: 'TISSUE' }],
    related: ['mcase-16'],
  },
  {
    key: 'pcase-18',
    cate_id: CATE.productCases,
    tag: 5,
    title: t('铁矿选矿厂浆体阀门寿命提升', 'Longer slurry valve life at an iron ore concentrator'),
    summary: t(
      '选矿厂高浓度矿浆使原衬胶阀门平均 4 个月即需更换。改用碳化钨涂层金属硬密封球阀后，关键位置更换周期延长至 14 个月。',
      'High-density ore slurry wore out the original rubber-lined valves in about four months. With tungsten-carbide-coated metal-seated ball valves, the replacement interval at critical positions rose to 14 months.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>米纳斯吉拉斯州这座铁矿选矿厂年处理原矿约 2,000 万吨。旋流器给矿、精矿输送和尾矿管线上的阀门处理固含量约 55% 的矿浆，原衬胶阀门磨损快，频繁更换不仅增加备件成本，还需要停泵隔离。</p>
<h3>解决方案</h3>
<ul><li>MR-BL650 金属硬密封球阀，球体和阀座超音速火焰喷涂碳化钨</li><li>全通径流道，降低流速和冲刷</li><li>阀腔冲洗接口，配合停泵程序自动冲洗</li><li>执行机构扭矩按结垢工况留足余量</li></ul>
<h3>实施效果</h3>
<ul><li>关键位置阀门平均更换周期由 4 个月延长至 14 个月</li><li>每年减少计划外停泵 20 余次</li><li>阀门相关年度维护成本降低约 45%</li></ul>`,
      `<h3>Situation</h3>
<p>This iron ore concentrator in Minas Gerais processes about 20 million tonnes of ore a year. Valves on cyclone feed, concentrate and tailings lines handle slurry at about 55% solids. The original rubber-lined valves wore fast, and frequent replacement raised spares costs and required pumps to be stopped for isolation.</p>
<h3>What we did</h3>
<ul><li>MR-BL650 metal-seated ball valves with HVOF tungsten carbide on ball and seats</li><li>Full-bore flow path to reduce velocity and erosion</li><li>Body cavity flushing ports, flushed automatically in the pump stop sequence</li><li>Actuator torque sized with generous margin for scaling</li></ul>
<h3>Results</h3>
<ul><li>Average replacement interval at critical positions extended from 4 to 14 months</li><li>More than 20 fewer unplanned pump stops a year</li><li>Annual valve maintenance cost down about 45%</li></ul>`,
    ),
    area: t('巴西米纳斯吉拉斯州', 'Minas Gerais, Brazil'),
    customer: t('米纳斯吉拉斯州一座铁矿选矿厂', 'An iron ore concentrator in Minas Gerais'),
    product: t(
      'MR-BL650 金属硬密封球阀（碳化钨涂层），DN200，Class 300',
      'MR-BL650 metal-seated ball valve with tungsten carbide coating, DN200, Class 300',
    ),
    industry: MINING_METALS,
    working_condition: t(
      '铁矿浆，固含量约 55%（质量）；最高 40 °C；4 MPa；开关及调节',
      'Iron ore slurry, about 55% solids by weight; up to 40 °C; 4 MPa; on-off and throttling',
    ),
    mediainfo: t('《南美矿业装备》2025 年第 10 期', 'South American Mining Equipment, issue 10/2025'),
    publish_date: '2025-10-09',
    pictures: [
      { scene: 'mining', label: 'IRON ORE' },
      { scene: 'ball-valve', label: 'MR-BL650' },
    ],
    related: ['mcase-20'],
  },
  {
    key: 'pcase-19',
    cate_id: CATE.productCases,
    tag: 5,
    title: t('高炉煤气余压透平旁路快开阀', 'Fast-opening TRT bypass valves for a blast furnace'),
    summary: t(
      '余压透平发电装置跳闸时，旁路阀必须在 1 秒内快速打开，稳定高炉炉顶压力。三偏心蝶阀投用后，跳闸工况下炉顶压力波动控制在 ±8 kPa 以内。',
      'When the top-gas recovery turbine trips, the bypass valve must open within a second to stabilise blast furnace top pressure. With triple-offset butterfly valves, top pressure now stays within ±8 kPa on a turbine trip.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>河北这家钢铁企业一座 3,200 立方米高炉配有炉顶煤气余压透平发电装置（TRT）。透平跳闸时，旁路阀需快速打开接替透平调节炉顶压力。原旁路阀开启时间超过 2 秒，跳闸时炉顶压力波动超过 20 kPa，影响高炉顺行。</p>
<h3>解决方案</h3>
<ul><li>MR-BF500 三偏心金属硬密封蝶阀，DN1200，耐含尘高温煤气</li><li>MR-PA200 活塞式执行机构配大容量储气罐和快速电磁阀组，快开时间小于 0.8 秒</li><li>快开后自动转入调节模式，与 TRT 静叶控制无扰切换</li></ul>
<h3>实施效果</h3>
<ul><li>透平跳闸工况下炉顶压力波动控制在 ±8 kPa 以内</li><li>快开时间实测 0.7 秒</li><li>投运以来经历 11 次跳闸，均实现平稳切换</li></ul>`,
      `<h3>Situation</h3>
<p>A 3,200 m³ blast furnace at this steel works in Hebei has a top-gas recovery turbine (TRT). When the turbine trips, the bypass valve must open fast and take over top-pressure control. The original bypass valve took more than two seconds to open, and top pressure swung by more than 20 kPa on a trip, upsetting furnace operation.</p>
<h3>What we did</h3>
<ul><li>MR-BF500 triple-offset metal-seated butterfly valve, DN1200, for hot, dusty furnace gas</li><li>MR-PA200 piston actuator with a large air reservoir and fast solenoid block, opening in under 0.8 seconds</li><li>Automatic transfer to modulating control after fast opening, bumpless with the TRT stator-blade control</li></ul>
<h3>Results</h3>
<ul><li>Top pressure held within ±8 kPa on turbine trip</li><li>Measured fast-opening time of 0.7 seconds</li><li>Eleven trips since commissioning, all with smooth transfer</li></ul>`,
    ),
    area: t('中国河北', 'Hebei, China'),
    customer: t(
      '河北一家钢铁联合企业的 3,200 立方米高炉',
      'A 3,200 m³ blast furnace at an integrated steel works in Hebei',
    ),
    product: t(
      'MR-BF500 三偏心蝶阀配 MR-PA200 执行机构，DN1200，Class 150',
      'MR-BF500 triple-offset butterfly valve with MR-PA200 actuator, DN1200, Class 150',
    ),
    industry: MINING_METALS,
    working_condition: t(
      '高炉煤气，含尘 ≤ 10 mg/Nm³；200 °C；0.25 MPa；快开 < 1 s',
      'Blast furnace gas, dust ≤ 10 mg/Nm³; 200 °C; 0.25 MPa; fast opening < 1 s',
    ),
    publish_date: '2022-12-15',
    pictures: [
      { scene: 'butterfly-valve', label: 'MR-BF500' },
      { scene: 'pneumatic-actuator', label: 'MR-PA200' },
    ],
    related: ['mcase-19', 'mcase-18'],
  },
  {
    key: 'pcase-20',
    cate_id: CATE.productCases,
    tag: 5,
    title: t(
      '氧化铝厂溶出工段高温浆料减压阀',
      'High-temperature slurry letdown valves in an alumina refinery',
    ),
    summary: t(
      '溶出浆料闪蒸减压工况集高温、强碱、高固含量和闪蒸于一体，原阀内件寿命仅约 3 个月。采用陶瓷阀内件角阀后，寿命延长至 15 个月。',
      'Digestion slurry letdown combines high temperature, strong caustic, heavy solids and flashing, and the original trims lasted about three months. Angle valves with ceramic trims now last 15 months.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>广西这座氧化铝厂采用拜耳法生产，年产氧化铝约 200 万吨。溶出后的高温浆料经多级闪蒸降压，每级之间的减压阀承受约 4 MPa 压差，并伴随强烈闪蒸。原硬质合金阀内件平均 3 个月即严重磨损，更换需要隔离整条闪蒸线。</p>
<h3>解决方案</h3>
<ul><li>MR-AV420 角式调节阀，阀芯、阀座和出口衬套采用增韧氧化锆陶瓷</li><li>侧进底出流向，闪蒸在下游扩径段中心完成</li><li>阀后耐磨弯头改为直管加靶式缓冲段</li></ul>
<h3>实施效果</h3>
<ul><li>阀内件寿命由约 3 个月延长至 15 个月</li><li>每年减少闪蒸线隔离检修 8 次</li><li>溶出工段运转率提高约 1.5 个百分点</li></ul>`,
      `<h3>Situation</h3>
<p>This alumina refinery in Guangxi uses the Bayer process to produce about two million tonnes of alumina a year. After digestion, hot slurry is let down through a series of flash stages, and each letdown valve sees about 4 MPa of pressure drop with violent flashing. The original cemented-carbide trims were badly worn within about three months, and each replacement meant isolating the whole flash train.</p>
<h3>What we did</h3>
<ul><li>MR-AV420 angle control valves with toughened zirconia ceramic plug, seat and outlet liner</li><li>Side-in, bottom-out flow so flashing completes in the centre of the expanded downstream section</li><li>Downstream wear elbow replaced by a straight run with a target-type impact section</li></ul>
<h3>Results</h3>
<ul><li>Trim life extended from about 3 to 15 months</li><li>Eight fewer flash-train isolations for repair each year</li><li>Digestion availability up by about 1.5 percentage points</li></ul>`,
    ),
    area: t('中国广西', 'Guangxi, China'),
    customer: t('广西一座年产 200 万吨的氧化铝厂', 'A two-million-tonne-a-year alumina refinery in Guangxi'),
    product: t(
      'MR-AV420 角式调节阀（陶瓷阀内件），DN150，Class 900',
      'MR-AV420 angle control valve with ceramic trim, DN150, Class 900',
    ),
    industry: MINING_METALS,
    working_condition: t(
      '铝土矿浆及苛性碱液；250 °C；5.5 MPa；压差约 4 MPa，伴随闪蒸',
      'Bauxite slurry in caustic liquor; 250 °C; 5.5 MPa; ΔP approx. 4 MPa with flashing',
    ),
    publish_date: '2024-04-18',
    pictures: [
      { scene: 'mining', label: 'ALUMINA' },
      { scene: 'control-valve-assembly', label: 'CERAMIC' },
    ],
    related: ['mcase-17', 'pcase-18'],
  },
];

export const maintenanceCases: SeedItem[] = [
  {
    key: 'mcase-01',
    cate_id: CATE.maintenanceCases,
    tag: 0,
    title: t(
      '660 MW 燃煤机组 A 级检修：18 天完成 68 台调节阀检修',
      '660 MW unit major outage: 68 control valves overhauled in 18 days',
    ),
    summary: t(
      '在机组 A 级检修中，我们派驻 14 人团队，18 天内完成 68 台不同品牌调节阀的解体、修复、试验和回装。机组启动过程中未出现阀门相关问题。',
      'During the unit’s major outage a 14-strong crew dismantled, repaired, tested and reinstalled 68 control valves of several makes in 18 days. The unit started up with no valve-related issues.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>安徽这座电厂的 660 MW 燃煤机组进行 A 级检修，工期紧。检修范围包括给水、减温水、高加疏水、除氧器水位和汽封等系统的 68 台调节阀，涉及四个品牌，其中 12 台为高压差关键阀门。</p>
<h3>我们的工作</h3>
<ul><li>检修前两周到厂进行在线诊断，按诊断结果确定每台阀门的检修深度，并提前备齐阀内件</li><li>在厂内搭建临时检修间，配置便携式研磨机和 Class 2500 试验台</li><li>12 台高压差阀门更换升级阀内件，其余阀门研磨、更换填料和密封件</li><li>全部阀门回装后进行定位器标定和特征曲线测试，建立新的诊断基线</li></ul>
<h3>实施效果</h3>
<ul><li>18 天完成全部 68 台阀门，比计划提前 2 天</li><li>阀座泄漏试验一次合格率 100%</li><li>机组启动及随后 12 个月运行中未发生阀门相关缺陷，升级零部件享受 12 个月质保</li></ul>`,
      `<h3>Situation</h3>
<p>A 660 MW coal-fired unit at this plant in Anhui went into a major outage on a tight schedule. The scope covered 68 control valves on feedwater, spray water, HP heater drains, deaerator level and gland steam, from four manufacturers, including 12 critical high-pressure-drop valves.</p>
<h3>What we did</h3>
<ul><li>Ran online diagnostics two weeks before the outage, set the repair depth of each valve from the results and had trims ready in advance</li><li>Set up a temporary workshop on site with portable lapping machines and a Class 2500 test bench</li><li>Fitted upgraded trims to the 12 high-drop valves; lapped, repacked and resealed the rest</li><li>Calibrated positioners and recorded signatures after reinstallation, establishing new diagnostic baselines</li></ul>
<h3>Results</h3>
<ul><li>All 68 valves completed in 18 days, two days ahead of plan</li><li>100% first-time pass rate on seat-leakage tests</li><li>No valve-related defects at start-up or in the following 12 months; upgraded parts covered by a 12-month warranty</li></ul>`,
    ),
    area: t('中国安徽', 'Anhui, China'),
    customer: t('安徽一座 660 MW 燃煤电厂', 'A 660 MW coal-fired power plant in Anhui'),
    product: t(
      '68 台调节阀（四个品牌）检修，其中 12 台更换升级阀内件',
      'Overhaul of 68 control valves from four makers, 12 with upgraded trims',
    ),
    industry: POWER,
    working_condition: t(
      '给水及减温水；最高 280 °C；最高 28 MPa；关键阀门压差 20 MPa 以上',
      'Feedwater and spray water; up to 280 °C; up to 28 MPa; ΔP above 20 MPa on critical valves',
    ),
    publish_date: '2022-09-15',
    pictures: [
      { scene: 'workshop-repair', label: 'OUTAGE' },
      { scene: 'power-plant' },
      { scene: 'test-bench' },
    ],
    related: ['pcase-01', 'mcase-02'],
  },
  {
    key: 'mcase-02',
    cate_id: CATE.maintenanceCases,
    tag: 0,
    title: t(
      '高压旁路阀紧急抢修：6.5 小时到场，52 小时恢复',
      'Emergency HP bypass valve repair: on site in 6.5 hours, back in service in 52',
    ),
    summary: t(
      '一台 600 MW 机组高压旁路阀阀杆断裂，机组被迫降负荷运行。我们的工程师 6.5 小时到场，52 小时内完成抢修并恢复正常运行。',
      'A broken stem on an HP bypass valve forced a 600 MW unit to run at reduced load. Our engineers were on site in 6.5 hours and had the valve repaired and back in normal service within 52 hours.',
    ),
    content: t(
      `<h3>事件经过</h3>
<p>山西一座电厂 600 MW 机组的高压旁路阀（第三方品牌）在一次停机过程中阀杆断裂，阀门卡在部分开启位置，机组只能降负荷运行，每小时损失可观。电厂于晚间 9 点通过值班电话报修。</p>
<h3>我们的工作</h3>
<ul><li>北京服务中心 2 名工程师和 3 名技师连夜出发，6.5 小时到达现场，满足 8 小时响应承诺</li><li>同步从常州中央仓库调拨匹配的阀杆坯料和填料组件，次日中午到厂</li><li>现场解体检查，确认断裂原因为阀杆与阀芯连接处的热疲劳裂纹</li><li>在厂内加工阀杆、修复阀座密封面，回装后进行行程和密封测试</li></ul>
<h3>实施效果</h3>
<ul><li>从报修到阀门恢复正常运行共 52 小时</li><li>提交失效分析报告，建议改进阀杆连接结构，并在下次检修时实施</li><li>更换的零部件提供 12 个月质保</li></ul>`,
      `<h3>What happened</h3>
<p>During a unit shutdown, the stem of the HP bypass valve (a third-party make) on a 600 MW unit at this plant in Shanxi broke, leaving the valve stuck partly open. The unit could only run at reduced load, at considerable cost every hour. The plant called the duty line at 9 p.m.</p>
<h3>What we did</h3>
<ul><li>Two engineers and three technicians from the Beijing service centre left overnight and arrived in 6.5 hours, within the 8-hour response commitment</li><li>Matching stem blanks and packing sets were dispatched from the Changzhou central warehouse and arrived the next midday</li><li>On-site strip-down traced the failure to a thermal fatigue crack at the stem-to-plug connection</li><li>The stem was machined and the seat faces restored on site, followed by stroke and seal tests after reassembly</li></ul>
<h3>Results</h3>
<ul><li>52 hours from the call to normal valve operation</li><li>Failure analysis report issued, recommending an improved stem connection, implemented at the next outage</li><li>Replaced parts covered by a 12-month warranty</li></ul>`,
    ),
    area: t('中国山西', 'Shanxi, China'),
    customer: t('山西一座 600 MW 燃煤电厂', 'A 600 MW coal-fired power plant in Shanxi'),
    product: t(
      '高压旁路阀（第三方品牌）紧急抢修，DN250，Class 2500',
      'Emergency repair of an HP bypass valve (third-party make), DN250, Class 2500',
    ),
    industry: POWER,
    working_condition: t(
      '主蒸汽；540 °C；17 MPa；压差约 13 MPa',
      'Main steam; 540 °C; 17 MPa; ΔP approx. 13 MPa',
    ),
    publish_date: '2023-12-21',
    pictures: [{ scene: 'field-service', label: 'EMERGENCY' }, { scene: 'power-plant' }],
    related: ['mcase-01', 'pcase-03'],
  },
  {
    key: 'mcase-03',
    cate_id: CATE.maintenanceCases,
    tag: 0,
    title: t(
      '热电厂 120 台调节阀智能定位器升级',
      'Digital positioner upgrade on 120 control valves at a CHP plant',
    ),
    summary: t(
      '热电厂原有气动定位器老化，冬季低温下漂移严重。我们在不更换阀门的前提下为 120 台调节阀加装智能定位器，回路波动降低 40%。',
      'The ageing pneumatic positioners at this CHP plant drifted badly in winter cold. Without replacing any valves, we fitted digital positioners to 120 control valves, cutting loop variability by 40%.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>黑龙江这座热电厂承担城市供热，冬季供热期长达六个月，室外阀门所处环境温度可低至 −35 °C。原机械式气动定位器使用十余年，零点漂移、耗气量大，部分回路只能手动操作。</p>
<h3>我们的工作</h3>
<ul><li>逐台核查阀门和执行机构型号，设计通用安装支架和反馈连杆</li><li>选用额定环境温度 −40 °C 的 MR-DP10 智能定位器，配不锈钢外壳</li><li>利用非供热季分三批实施，每批完成后进行回路整定</li><li>为电厂热控人员开展两天的定位器维护和诊断培训</li></ul>
<h3>实施效果</h3>
<ul><li>回路过程变量波动平均降低 40%</li><li>仪表气耗量降低约 30%</li><li>此前长期手动运行的 17 个回路全部投入自动</li><li>通过诊断数据发现 9 台阀门填料过紧，在下个检修期内处理</li></ul>`,
      `<h3>Situation</h3>
<p>This CHP plant in Heilongjiang supplies city heating through a six-month heating season, with outdoor valves exposed to −35 °C. Its mechanical pneumatic positioners, over ten years old, drifted at zero and consumed a lot of air; some loops could only be run in manual.</p>
<h3>What we did</h3>
<ul><li>Surveyed every valve and actuator model and designed common mounting brackets and feedback linkages</li><li>Fitted MR-DP10 digital positioners rated for −40 °C ambient, in stainless enclosures</li><li>Installed in three batches outside the heating season, tuning loops after each batch</li><li>Ran two days of positioner maintenance and diagnostics training for the plant's I&amp;C staff</li></ul>
<h3>Results</h3>
<ul><li>Process variable variability down 40% on average</li><li>Instrument air consumption down about 30%</li><li>All 17 loops previously left in manual now running in automatic</li><li>Diagnostic data revealed nine valves with overtightened packing, corrected at the next outage</li></ul>`,
    ),
    area: t('中国黑龙江', 'Heilongjiang, China'),
    customer: t('黑龙江一座城市供热热电厂', 'A district-heating CHP plant in Heilongjiang'),
    product: t(
      'MR-DP10 智能定位器改造，共 120 台在役调节阀',
      'MR-DP10 digital positioner retrofit on 120 control valves in service',
    ),
    industry: POWER,
    working_condition: t(
      '蒸汽及热网水；1.0–9.8 MPa；室外环境温度低至 −35 °C',
      'Steam and district-heating water; 1.0–9.8 MPa; outdoor ambient down to −35 °C',
    ),
    publish_date: '2024-08-08',
    pictures: [{ scene: 'positioner', label: 'MR-DP10' }, { scene: 'training-room' }],
    related: ['pcase-02'],
  },
  {
    key: 'mcase-04',
    cate_id: CATE.maintenanceCases,
    tag: 1,
    title: t(
      '墨西哥湾沿岸炼厂大修：24 天检修 210 台阀门',
      'Gulf Coast refinery turnaround: 210 valves overhauled in 24 days',
    ),
    summary: t(
      '休斯敦服务中心承担一家炼厂全厂大修中的调节阀检修任务，24 天完成 210 台阀门的检修和试验。其中 31 台根据诊断结果升级了阀内件。',
      'The Houston service centre took on the control-valve scope of a refinery-wide turnaround, overhauling and testing 210 valves in 24 days. Based on diagnostics, 31 of them received upgraded trims.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>路易斯安那州这家炼厂每四年进行一次全厂大修。本次大修涉及常减压、催化裂化和加氢装置的 210 台调节阀，工期 24 天，且每台阀门都要在规定时间窗口内回装，以配合装置开车顺序。</p>
<h3>我们的工作</h3>
<ul><li>大修前三个月完成 260 台阀门的在线诊断，将原计划拆检的 300 台压缩到 210 台</li><li>休斯敦服务中心实行两班倒，另派 8 人驻厂负责拆装和现场协调</li><li>每台阀门建立电子检修档案，记录拆检发现、更换零件和试验数据</li><li>31 台阀门升级阀内件或填料，满足新的排放要求</li></ul>
<h3>实施效果</h3>
<ul><li>210 台阀门全部在时间窗口内回装，未影响开车进度</li><li>壳体和阀座泄漏试验一次合格率 99.5%</li><li>相比上次大修，阀门检修费用降低约 22%</li></ul>`,
      `<h3>Situation</h3>
<p>This Louisiana refinery holds a site-wide turnaround every four years. This one covered 210 control valves on the crude, FCC and hydrotreating units over 24 days, and every valve had to be back in place within a set window to match the start-up sequence.</p>
<h3>What we did</h3>
<ul><li>Ran online diagnostics on 260 valves three months ahead, cutting the planned strip-down list from 300 to 210</li><li>Two shifts at the Houston service centre, plus eight people on site for removal, reinstallation and coordination</li><li>An electronic record for every valve with findings, replaced parts and test data</li><li>Upgraded trims or packing on 31 valves to meet new emission requirements</li></ul>
<h3>Results</h3>
<ul><li>All 210 valves reinstalled within their windows, with no impact on start-up</li><li>99.5% first-time pass rate on shell and seat-leakage tests</li><li>Valve overhaul cost about 22% lower than at the previous turnaround</li></ul>`,
    ),
    area: t('美国路易斯安那州', 'Louisiana, USA'),
    customer: t('墨西哥湾沿岸一家炼油厂', 'A Gulf Coast refinery'),
    product: t(
      '210 台调节阀大修检修，31 台阀内件升级',
      'Turnaround overhaul of 210 control valves, 31 trim upgrades',
    ),
    industry: OIL_GAS,
    working_condition: t(
      '原油、油气、氢气等多种介质；最高 420 °C；最高 Class 1500',
      'Crude, hydrocarbons, hydrogen and others; up to 420 °C; up to Class 1500',
    ),
    publish_date: '2025-03-27',
    pictures: [
      { scene: 'refinery', label: 'TURNAROUND' },
      { scene: 'workshop-repair', label: 'HOUSTON' },
    ],
    related: ['pcase-04'],
  },
  {
    key: 'mcase-05',
    cate_id: CATE.maintenanceCases,
    tag: 1,
    title: t(
      '海上气田平台 96 台阀门诊断评估',
      'Diagnostic assessment of 96 valves on an offshore gas platform',
    ),
    summary: t(
      '平台空间和人员床位有限，运营方希望在不停产的条件下掌握阀门状态。我们 4 名工程师在平台上工作 4 天，完成 96 台阀门诊断并提交分级处理建议。',
      'With limited space and bunks offshore, the operator wanted to know valve condition without stopping production. Four of our engineers spent four days on the platform, diagnosing 96 valves and issuing ranked recommendations.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>南海一座海上气田中心平台投产已近十年，平台上的调节阀和切断阀此前没有系统的状态评估。由于出海窗口和床位有限，运营方要求在一次出海中完成评估，且不影响生产。</p>
<h3>我们的工作</h3>
<ul><li>出海前根据阀门台账和历史维修记录制定诊断计划，按关键性分为三级</li><li>对配有智能定位器的阀门读取在线数据，对切断阀进行部分行程测试</li><li>对具备条件的阀门在工艺允许时进行离线特征曲线测试</li><li>同步检查执行机构外观腐蚀、气源质量和附件状态</li></ul>
<h3>实施效果</h3>
<ul><li>4 天完成 96 台阀门诊断，未造成任何生产中断</li><li>识别出 7 台需尽快处理、19 台需在下次检修处理的阀门</li><li>为平台配置随船备件包，覆盖 95% 的预计更换零件</li></ul>`,
      `<h3>Situation</h3>
<p>The central platform of this offshore gas field in the South China Sea has been producing for nearly ten years without a systematic assessment of its control and shutdown valves. With limited transport windows and bunks, the operator wanted the assessment done in one trip without affecting production.</p>
<h3>What we did</h3>
<ul><li>Planned the diagnostics from the valve register and repair history before sailing, ranking valves in three criticality levels</li><li>Read online data from valves with digital positioners and ran partial-stroke tests on shutdown valves</li><li>Ran offline signature tests where the process allowed</li><li>Checked actuator corrosion, air supply quality and accessories at the same time</li></ul>
<h3>Results</h3>
<ul><li>96 valves diagnosed in four days with no production interruption</li><li>Seven valves flagged for prompt action and 19 for the next maintenance campaign</li><li>A ship-ready spare kit prepared, covering 95% of the expected replacement parts</li></ul>`,
    ),
    area: t('中国南海', 'South China Sea'),
    customer: t(
      '南海一座海上气田中心平台',
      'The central platform of an offshore gas field in the South China Sea',
    ),
    product: t(
      '96 台调节阀和切断阀在线及离线诊断',
      'Online and offline diagnostics of 96 control and shutdown valves',
    ),
    industry: OIL_GAS,
    working_condition: t(
      '天然气及凝析油；最高 90 °C；最高 14 MPa；海洋盐雾环境',
      'Natural gas and condensate; up to 90 °C; up to 14 MPa; marine salt-spray environment',
    ),
    publish_date: '2024-12-05',
    pictures: [{ scene: 'field-service', label: 'OFFSHORE' }, { scene: 'positioner' }],
    related: ['pcase-07'],
  },
  {
    key: 'mcase-06',
    cate_id: CATE.maintenanceCases,
    tag: 1,
    title: t(
      '油砂 SAGD 项目注汽阀备件寄售与检修计划',
      'Spare-parts consignment and overhaul programme for SAGD steam injection valves',
    ),
    summary: t(
      '油砂项目注汽调节阀每次故障平均停注 9 天。我们在现场设立寄售备件库并实行轮换检修，平均停注时间缩短至 1.5 天。',
      'Each failure of a steam injection valve at this oil sands project used to stop injection for nine days on average. With consignment spares on site and rotating overhauls, the average stop is now 1.5 days.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>阿尔伯塔省北部这个油砂项目采用蒸汽辅助重力泄油（SAGD）工艺，井场分散，冬季严寒。注汽调节阀工况苛刻，故障后需要从外地调件、返厂维修，平均停注 9 天，直接影响产量。</p>
<h3>我们的工作</h3>
<ul><li>在现场仓库设立寄售备件库，包括 6 套完整阀内件总成和常用密封件，按实际消耗结算</li><li>建立“备用阀内件轮换”机制：故障阀门现场更换总成，拆下的部件送汉密尔顿服务中心修复后回库</li><li>每季度一次现场巡检，读取定位器诊断数据</li></ul>
<h3>实施效果</h3>
<ul><li>每次故障平均停注时间由 9 天缩短至 1.5 天</li><li>客户备件资金占用减少约 35%</li><li>修复后的阀内件享受 12 个月质保</li></ul>`,
      `<h3>Situation</h3>
<p>This oil sands project in northern Alberta uses steam-assisted gravity drainage (SAGD), with scattered well pads and severe winters. Its steam injection control valves work in harsh conditions; after a failure, parts had to come from far away and valves went back to the factory, stopping injection for nine days on average.</p>
<h3>What we did</h3>
<ul><li>Set up consignment stock in the site warehouse, including six complete trim assemblies and common seals, invoiced on use</li><li>Introduced trim rotation: failed valves receive a complete assembly on site, and the removed parts are restored at the Hamilton service centre and returned to stock</li><li>Quarterly site rounds to read positioner diagnostic data</li></ul>
<h3>Results</h3>
<ul><li>Average injection stop per failure cut from 9 days to 1.5 days</li><li>Customer capital tied up in spares reduced by about 35%</li><li>Restored trims covered by a 12-month warranty</li></ul>`,
    ),
    area: t('加拿大阿尔伯塔省', 'Alberta, Canada'),
    customer: t('阿尔伯塔省北部一个油砂 SAGD 项目', 'An oil sands SAGD operation in northern Alberta'),
    product: t(
      'MR-AV420 注汽调节阀备件寄售及轮换检修，Class 1500',
      'Consignment spares and rotating overhaul for MR-AV420 steam injection valves, Class 1500',
    ),
    industry: OIL_GAS,
    working_condition: t(
      '饱和蒸汽；310 °C；10 MPa；压差最高 6 MPa',
      'Saturated steam; 310 °C; 10 MPa; ΔP up to 6 MPa',
    ),
    publish_date: '2023-03-30',
    pictures: [{ scene: 'warehouse', label: 'CONSIGNMENT' }],
    related: ['pcase-05'],
  },
  {
    key: 'mcase-07',
    cate_id: CATE.maintenanceCases,
    tag: 1,
    title: t(
      '天然气压气站 44 台执行机构更新改造',
      'Actuator replacement on 44 valves at a gas compressor station',
    ),
    summary: t(
      '压气站原有气液联动执行机构老化漏油，维护工作量大。我们在不更换阀体的前提下更换 44 台电动执行机构，并完成与站控系统的联调。',
      'The station’s ageing gas-over-oil actuators leaked oil and needed constant attention. Without replacing the valve bodies, we fitted 44 electric actuators and integrated them with the station control system.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>四川这座天然气集输压气站投运近二十年，工艺阀门配套的气液联动执行机构密封老化，液压油渗漏频繁，部分阀门动作时间超出要求。站场位于山区，维护人员少。</p>
<h3>我们的工作</h3>
<ul><li>逐台测量阀门操作扭矩，按最大扭矩加安全系数选配隔爆型电动执行机构</li><li>设计过渡连接件，保留原阀体和阀杆，无需动火切管</li><li>成都服务中心移动检修车驻站施工，每次只隔离一条工艺线，保证压气站连续运行</li><li>完成与站控系统的通信联调和远程开关测试</li></ul>
<h3>实施效果</h3>
<ul><li>44 台执行机构更换完成，全程未中断输气</li><li>阀门动作时间全部满足设计要求</li><li>消除液压油渗漏，年度维护工时减少约 60%</li></ul>`,
      `<h3>Situation</h3>
<p>This natural-gas gathering and compressor station in Sichuan has been operating for nearly twenty years. The gas-over-oil actuators on its process valves had worn seals and frequent oil leaks, and some valves no longer met the required stroke times. The station is in the mountains with a small maintenance crew.</p>
<h3>What we did</h3>
<ul><li>Measured the operating torque of every valve and selected explosion-proof electric actuators with a safety factor over the maximum</li><li>Designed adaptor pieces so the original bodies and stems stayed in place, with no hot work on the piping</li><li>The Chengdu service centre's mobile workshop stayed on site, isolating only one line at a time so the station kept running</li><li>Completed communication checks with the station control system and remote open/close tests</li></ul>
<h3>Results</h3>
<ul><li>44 actuators replaced with no interruption to gas transmission</li><li>All valves within design stroke times</li><li>Oil leaks eliminated and annual maintenance hours cut by about 60%</li></ul>`,
    ),
    area: t('中国四川', 'Sichuan, China'),
    customer: t('四川一座天然气集输压气站', 'A natural-gas gathering and compressor station in Sichuan'),
    product: t(
      '44 台隔爆型电动执行机构更新，保留原阀体',
      'Replacement of 44 actuators with explosion-proof electric units, original valve bodies retained',
    ),
    industry: OIL_GAS,
    working_condition: t(
      '含微量硫化氢的天然气；常温；6.3 MPa；山区户外环境',
      'Natural gas with trace H₂S; ambient temperature; 6.3 MPa; outdoor mountain site',
    ),
    publish_date: '2026-04-23',
    pictures: [{ scene: 'electric-actuator' }, { scene: 'pipeline', label: 'SICHUAN' }],
    related: ['pcase-06'],
  },
  {
    key: 'mcase-08',
    cate_id: CATE.maintenanceCases,
    tag: 2,
    title: t(
      '乙烯装置急冷水调节阀冲蚀问题整治',
      'Ending erosion of quench water valves in an ethylene plant',
    ),
    summary: t(
      '乙烯装置急冷水系统 8 台调节阀每半年就因冲蚀需要更换阀内件。我们通过失效分析和阀内件升级，将检修周期延长到一个完整的大修周期。',
      'Eight quench water control valves in an ethylene plant needed new trims every six months because of erosion. Through failure analysis and trim upgrades, we extended their life to a full turnaround cycle.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>广东这座乙烯装置急冷水系统含有焦粒和油污，8 台调节阀阀芯、阀座冲蚀严重，平均每 6 个月需要在线切换旁路更换阀内件。</p>
<h3>我们的工作</h3>
<ul><li>对拆下的旧阀内件进行失效分析：冲蚀集中在阀芯节流面，主要由焦粒在高流速下冲刷所致</li><li>按实际流量重新核算，原阀门选型偏大，正常工况开度仅 18%</li><li>更换缩径阀内件，使正常工况开度提高到约 55%，降低节流面流速</li><li>阀芯阀座升级为整体钴基合金</li></ul>
<h3>实施效果</h3>
<ul><li>运行 4 年至下一次大修，阀内件磨损在允许范围内</li><li>取消了每年两次的在线旁路切换作业</li><li>急冷水温度控制偏差由 ±3 °C 改善至 ±1 °C</li></ul>`,
      `<h3>Situation</h3>
<p>The quench water system of this ethylene plant in Guangdong carries coke particles and oil. Eight control valves suffered severe plug and seat erosion, and their trims had to be changed about every six months by switching to the bypass with the unit running.</p>
<h3>What we did</h3>
<ul><li>Failure analysis of the removed trims showed erosion concentrated on the plug's throttling surface, caused by coke particles at high velocity</li><li>Recalculation from actual flows showed the valves were oversized, running only 18% open at normal flow</li><li>Fitted reduced-capacity trims so normal travel rose to about 55%, lowering velocity at the throttling surface</li><li>Upgraded plugs and seats to solid cobalt alloy</li></ul>
<h3>Results</h3>
<ul><li>Four years of running to the next turnaround with trim wear within limits</li><li>Twice-yearly bypass switching with the unit running eliminated</li><li>Quench water temperature control improved from ±3 °C to ±1 °C</li></ul>`,
    ),
    area: t('中国广东', 'Guangdong, China'),
    customer: t('广东一座乙烯生产装置', 'An ethylene plant in Guangdong'),
    product: t(
      '8 台急冷水调节阀失效分析与缩径阀内件升级',
      'Failure analysis and reduced-capacity trim upgrade on eight quench water valves',
    ),
    industry: CHEMICAL,
    working_condition: t(
      '急冷水，含焦粒及油；85 °C；1.2 MPa；压差 0.5 MPa',
      'Quench water with coke particles and oil; 85 °C; 1.2 MPa; ΔP 0.5 MPa',
    ),
    publish_date: '2022-07-21',
    pictures: [{ scene: 'laboratory', label: 'FAILURE ANALYSIS' }, { scene: 'chemical-plant' }],
    related: ['pcase-08'],
  },
  {
    key: 'mcase-09',
    cate_id: CATE.maintenanceCases,
    tag: 2,
    title: t(
      '尿素装置甲铵减压阀现场大修与材料升级',
      'On-site overhaul and material upgrade of carbamate letdown valves at a urea plant',
    ),
    summary: t(
      '尿素装置高压甲铵减压阀腐蚀冲蚀严重，原厂备件交期长达 20 周。雅加达服务团队现场大修并将阀内件升级为双相钢，装置按期开车。',
      'The high-pressure carbamate letdown valves at a urea plant were badly corroded and eroded, and OEM spares were 20 weeks away. The Jakarta team overhauled them on site, upgraded trims to duplex, and the plant restarted on schedule.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>印尼东加里曼丹这座化肥厂的尿素装置在年度检修中发现，高压甲铵溶液减压阀阀内件严重腐蚀冲蚀。原厂备件交期约 20 周，而检修工期只有 21 天。</p>
<h3>我们的工作</h3>
<ul><li>雅加达服务团队测绘原阀内件，常州总部按测绘数据设计双相不锈钢阀内件并加急制造</li><li>阀内件 12 天交付现场，期间现场团队完成阀体清理、密封面修复和壁厚检测</li><li>回装后进行压力试验和定位器标定</li></ul>
<h3>实施效果</h3>
<ul><li>装置按原计划开车，未因阀门延误工期</li><li>运行 12 个月后检查，双相钢阀内件腐蚀速率明显低于原材料</li><li>客户将该阀内件列为标准备件，由雅加达服务中心常备库存</li></ul>`,
      `<h3>Situation</h3>
<p>During the annual shutdown of the urea plant at this fertiliser complex in East Kalimantan, Indonesia, the trims of the high-pressure carbamate letdown valves were found badly corroded and eroded. OEM spares had a lead time of about 20 weeks; the shutdown lasted 21 days.</p>
<h3>What we did</h3>
<ul><li>The Jakarta team measured the original trims; the Changzhou headquarters designed duplex stainless replacements from the data and fast-tracked manufacture</li><li>Trims reached site in 12 days, while the site team cleaned the bodies, restored sealing faces and checked wall thickness</li><li>Pressure testing and positioner calibration after reassembly</li></ul>
<h3>Results</h3>
<ul><li>The plant restarted on its original schedule with no valve delay</li><li>Inspection after 12 months showed a markedly lower corrosion rate than the original material</li><li>The customer adopted the trim as a standard spare, held in stock at the Jakarta service centre</li></ul>`,
    ),
    area: t('印度尼西亚东加里曼丹省', 'East Kalimantan, Indonesia'),
    customer: t(
      '东加里曼丹一座化肥生产企业的尿素装置',
      'The urea plant of a fertiliser complex in East Kalimantan',
    ),
    product: t(
      '甲铵减压阀现场大修，双相钢阀内件逆向设计与加急制造',
      'On-site overhaul of carbamate letdown valves with reverse-engineered, fast-tracked duplex trims',
    ),
    industry: CHEMICAL,
    working_condition: t(
      '甲铵溶液；180 °C；15 MPa 降至 1.8 MPa；压差约 13 MPa',
      'Ammonium carbamate solution; 180 °C; 15 MPa to 1.8 MPa; ΔP approx. 13 MPa',
    ),
    publish_date: '2025-06-12',
    pictures: [{ scene: 'chemical-plant', label: 'UREA' }, { scene: 'field-service' }],
    related: ['pcase-10'],
  },
  {
    key: 'mcase-10',
    cate_id: CATE.maintenanceCases,
    tag: 2,
    title: t(
      '化工园区 430 台阀门低泄漏填料升级',
      'Low-emission packing upgrade on 430 valves in a chemical park',
    ),
    summary: t(
      '园区企业需要在一年内使阀门逸散排放满足新的限值。我们结合泄漏检测数据，分三批完成 430 台阀门的填料升级，复测达标率 99.3%。',
      'Companies in the park had a year to bring valve fugitive emissions within new limits. Using leak survey data, we upgraded packing on 430 valves in three batches, with 99.3% compliant at re-survey.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>江苏一个化工园区实施更严格的挥发性有机物排放管控，园区内三家企业的泄漏检测显示，数百台阀门阀杆密封检测值超标或接近限值，需要在一年内完成整改。</p>
<h3>我们的工作</h3>
<ul><li>汇总三家企业的泄漏检测数据，按检测值和介质毒性排定优先级</li><li>统一采用碟簧加载低泄漏填料组件，对阀杆逐一检查，划伤阀杆同步更换</li><li>利用装置短停和轮换设备分三批实施，不影响生产</li><li>每台阀门更换后 30 天内完成复测，并与检测单位数据对照</li></ul>
<h3>实施效果</h3>
<ul><li>430 台阀门完成升级，复测达标率 99.3%，未达标的 3 台已二次处理</li><li>更换阀杆 57 根</li><li>升级后 12 个月跟踪检测，泄漏检测值保持稳定</li></ul>`,
      `<h3>Situation</h3>
<p>A chemical park in Jiangsu introduced stricter VOC emission controls. Leak surveys at three of its companies showed hundreds of valve stem seals above or close to the limit, to be corrected within a year.</p>
<h3>What we did</h3>
<ul><li>Combined the three companies' survey data and set priorities by reading and fluid toxicity</li><li>Standardised on live-loaded low-emission packing sets, inspected every stem and replaced scored stems</li><li>Worked in three batches during short stops and on spared equipment, without affecting production</li><li>Re-surveyed each valve within 30 days and compared results with the survey contractor's data</li></ul>
<h3>Results</h3>
<ul><li>430 valves upgraded with 99.3% compliant at re-survey; the three remaining valves were reworked</li><li>57 stems replaced</li><li>Readings remained stable over 12 months of follow-up surveys</li></ul>`,
    ),
    area: t('中国江苏', 'Jiangsu, China'),
    customer: t('江苏一个化工园区内的三家生产企业', 'Three producers in a chemical park in Jiangsu'),
    product: t('430 台阀门碟簧加载低泄漏填料升级', 'Live-loaded low-emission packing upgrade on 430 valves'),
    industry: CHEMICAL,
    working_condition: t(
      '苯系物、醇类及酯类等挥发性有机介质；最高 260 °C；最高 Class 600',
      'Aromatics, alcohols, esters and other volatile organics; up to 260 °C; up to Class 600',
    ),
    publish_date: '2023-10-19',
    pictures: [{ scene: 'chemical-plant', label: 'LDAR' }, { scene: 'laboratory' }],
    related: ['pcase-09', 'pcase-11'],
  },
  {
    key: 'mcase-11',
    cate_id: CATE.maintenanceCases,
    tag: 3,
    title: t(
      '水厂取水泵站蝶阀执行机构更换与联调',
      'Butterfly valve actuator replacement at a raw water pump station',
    ),
    summary: t(
      '取水泵站 12 台大口径蝶阀执行机构老化，泵出口阀关闭时间不稳定，存在水锤风险。我们更换执行机构并按管道水锤分析重新设定两段关闭时间。',
      'The ageing actuators on 12 large butterfly valves at a raw water pump station closed inconsistently, risking water hammer. We replaced them and reset two-stage closing times based on a surge analysis.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>成都这座水厂的取水泵站有 12 台 DN1000 泵出口蝶阀，原执行机构已运行 15 年，关闭时间偏差大，一次停泵时曾出现明显水锤，造成管道支架松动。</p>
<h3>我们的工作</h3>
<ul><li>委托水力计算，确定“快关 + 慢关”两段关闭曲线：前 70% 行程 15 秒，后 30% 行程 45 秒</li><li>更换为具备两段速度控制的电动执行机构，保留原蝶阀本体</li><li>现场检查并修复阀板密封圈和阀轴密封</li><li>与泵站控制系统联调停泵联锁，模拟停电工况试验</li></ul>
<h3>实施效果</h3>
<ul><li>停泵时管道压力波动幅度降低约 70%，未再出现水锤</li><li>12 台阀门关闭时间偏差小于 ±1 秒</li><li>成都服务中心按 8 小时响应提供后续维保</li></ul>`,
      `<h3>Situation</h3>
<p>The raw water pump station of this waterworks in Chengdu has 12 DN1000 pump discharge butterfly valves. Their 15-year-old actuators closed at inconsistent speeds, and one pump stop caused noticeable water hammer that loosened pipe supports.</p>
<h3>What we did</h3>
<ul><li>Commissioned a surge analysis that defined a two-stage closing curve: 15 seconds for the first 70% of travel, 45 seconds for the last 30%</li><li>Replaced the actuators with electric units offering two-speed control, keeping the original valves</li><li>Inspected and restored disc seals and shaft seals on site</li><li>Tested pump-trip interlocks with the station control system, including a simulated power failure</li></ul>
<h3>Results</h3>
<ul><li>Pressure surges on pump stop reduced by about 70%, with no further water hammer</li><li>Closing time of all 12 valves within ±1 second</li><li>Ongoing maintenance from the Chengdu service centre with 8-hour response</li></ul>`,
    ),
    area: t('中国四川成都', 'Chengdu, Sichuan, China'),
    customer: t(
      '成都一座城市水厂的取水泵站',
      'The raw water pump station of a municipal waterworks in Chengdu',
    ),
    product: t(
      '12 台 DN1000 蝶阀执行机构更换及两段关闭调试',
      'Actuator replacement and two-stage closing set-up on 12 DN1000 butterfly valves',
    ),
    industry: WATER,
    working_condition: t(
      '原水；常温；0.6 MPa；停泵关闭时间 60 秒',
      'Raw water; ambient temperature; 0.6 MPa; 60-second closing on pump stop',
    ),
    publish_date: '2026-08-13',
    pictures: [{ scene: 'butterfly-valve', label: 'DN1000' }, { scene: 'water-treatment' }],
    related: ['pcase-12'],
  },
  {
    key: 'mcase-12',
    cate_id: CATE.maintenanceCases,
    tag: 3,
    title: t(
      '海水淡化厂高压阀门现场大修',
      'On-site overhaul of high-pressure valves at a desalination plant',
    ),
    summary: t(
      '海水淡化厂检修窗口仅 10 天，且不便将阀门运出厂区。迪拜服务中心在现场完成 46 台高压阀门的大修，所有阀门按期恢复运行。',
      'The desalination plant had a ten-day maintenance window and could not easily ship valves off site. The Dubai service centre overhauled 46 high-pressure valves on site, all back in service on time.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>阿联酋富查伊拉这座反渗透海水淡化厂每年安排一次机组检修，窗口期仅 10 天。46 台高压给水和浓水阀门需要检修，其中部分阀门已运行 5 年未解体。</p>
<h3>我们的工作</h3>
<ul><li>迪拜服务中心派出 10 人团队和一个集装箱式移动检修间，内置研磨设备和 Class 900 试验台</li><li>对每台阀门进行解体、清洗、腐蚀检查和壁厚测量</li><li>更换密封件和填料，6 台阀门更换超级双相钢阀内件</li><li>所有阀门回装前完成壳体和阀座泄漏试验</li></ul>
<h3>实施效果</h3>
<ul><li>10 天窗口期内完成全部 46 台阀门，机组按期恢复产水</li><li>检查发现 2 台阀门阀体存在缝隙腐蚀苗头，已列入下一年度更换计划</li><li>形成阀门状态档案，为后续检修提供依据</li></ul>`,
      `<h3>Situation</h3>
<p>This reverse-osmosis desalination plant in Fujairah, UAE, has one maintenance outage per train each year, with a window of only ten days. Forty-six high-pressure feed and concentrate valves needed overhaul, some not opened for five years.</p>
<h3>What we did</h3>
<ul><li>The Dubai service centre sent a ten-person crew with a containerised mobile workshop housing lapping equipment and a Class 900 test bench</li><li>Each valve was dismantled, cleaned, inspected for corrosion and wall-thickness tested</li><li>Seals and packing replaced; six valves received new super duplex trims</li><li>Shell and seat-leakage tests on every valve before reinstallation</li></ul>
<h3>Results</h3>
<ul><li>All 46 valves completed within the ten-day window and the train returned to production on time</li><li>Early signs of crevice corrosion on two bodies, now scheduled for replacement next year</li><li>A condition record for each valve to guide future maintenance</li></ul>`,
    ),
    area: t('阿联酋富查伊拉', 'Fujairah, UAE'),
    customer: t('富查伊拉一座反渗透海水淡化厂', 'A reverse-osmosis desalination plant in Fujairah'),
    product: t(
      '46 台高压阀门现场大修，6 台更换超级双相钢阀内件',
      'On-site overhaul of 46 high-pressure valves, six with new super duplex trims',
    ),
    industry: WATER,
    working_condition: t(
      '海水及浓盐水；35 °C；最高 7 MPa',
      'Seawater and brine concentrate; 35 °C; up to 7 MPa',
    ),
    publish_date: '2024-02-15',
    pictures: [
      { scene: 'workshop-repair', label: 'MOBILE SHOP' },
      { scene: 'water-treatment', label: 'SWRO' },
    ],
    related: ['pcase-13'],
  },
  {
    key: 'mcase-13',
    cate_id: CATE.maintenanceCases,
    tag: 3,
    title: t('污水厂曝气阀门诊断与维修', 'Diagnostics and repair of aeration valves at a wastewater plant'),
    summary: t(
      '污水厂溶解氧控制不稳、风机能耗偏高，怀疑与曝气阀门有关。圣保罗团队诊断 48 台阀门，发现 14 台存在卡涩或反馈偏差，修复后风机电耗降低 11%。',
      'Unstable dissolved oxygen and high blower energy pointed to the aeration valves. The São Paulo team diagnosed 48 valves, found 14 sticking or misreporting position, and after repair blower energy fell by 11%.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>圣保罗州这座污水处理厂日处理量约 20 万立方米。近两年溶解氧控制波动明显，风机能耗持续上升，运营方怀疑曝气阀门存在问题，但缺乏手段判断具体原因。</p>
<h3>我们的工作</h3>
<ul><li>对 48 台曝气风量阀进行行程测试和阀位反馈核对</li><li>发现 9 台阀门轴套锈蚀卡涩，5 台阀位反馈与实际开度偏差超过 10%</li><li>现场更换轴套和密封，重新标定执行机构和反馈装置</li><li>协助运营方优化风量控制参数</li></ul>
<h3>实施效果</h3>
<ul><li>溶解氧波动范围缩小约一半</li><li>风机电耗降低 11%</li><li>运营方将阀门行程测试纳入每半年一次的例行维护</li></ul>`,
      `<h3>Situation</h3>
<p>This wastewater treatment plant in São Paulo state treats about 200,000 m³ a day. For two years dissolved oxygen control had been unstable and blower energy kept rising. The operator suspected the aeration valves but had no way to pin down the cause.</p>
<h3>What we did</h3>
<ul><li>Stroke-tested 48 aeration air valves and checked position feedback against actual opening</li><li>Found nine valves sticking from corroded shaft bushings and five with feedback more than 10% off actual opening</li><li>Replaced bushings and seals on site, recalibrated actuators and feedback devices</li><li>Helped the operator optimise air-flow control parameters</li></ul>
<h3>Results</h3>
<ul><li>Dissolved oxygen fluctuation roughly halved</li><li>Blower energy down 11%</li><li>Valve stroke testing added to the operator's six-monthly routine maintenance</li></ul>`,
    ),
    area: t('巴西圣保罗州', 'São Paulo State, Brazil'),
    customer: t('圣保罗州一座市政污水处理厂', 'A municipal wastewater treatment plant in São Paulo State'),
    product: t(
      '48 台曝气风量阀诊断、维修及重新标定',
      'Diagnostics, repair and recalibration of 48 aeration air valves',
    ),
    industry: WATER,
    working_condition: t('曝气空气；55 °C；0.07 MPa', 'Aeration air; 55 °C; 0.07 MPa'),
    publish_date: '2025-09-11',
    pictures: [{ scene: 'water-treatment', label: 'WWTP' }],
    related: ['pcase-14'],
  },
  {
    key: 'mcase-14',
    cate_id: CATE.maintenanceCases,
    tag: 4,
    title: t('魁北克浆厂年度停机阀门检修', 'Annual shutdown valve service at a Quebec pulp mill'),
    summary: t(
      '浆厂年度停机只有 7 天，需检修 140 台阀门。汉密尔顿服务中心提前备件、分工到人，7 天内全部完成，开机后一次投运成功。',
      'The mill’s annual shutdown lasted only seven days, with 140 valves to service. The Hamilton centre pre-staged parts and assigned every task in advance, finishing on time with a clean start-up.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>魁北克省这家硫酸盐浆厂每年停机检修一次，工期 7 天。需要检修的 140 台阀门分布在蒸煮、洗涤、漂白和碱回收工段，包括 V 型球阀、球形调节阀和蝶阀。</p>
<h3>我们的工作</h3>
<ul><li>停机前一个月现场踏勘，按阀门逐台列出检修内容和备件清单</li><li>汉密尔顿服务中心提前备齐全部备件，并预组装 38 套阀内件总成</li><li>16 人团队按工段分组，三班作业，检修车间与现场同步运转</li><li>每台阀门回装后进行定位器标定，开机前完成全部回路冲程测试</li></ul>
<h3>实施效果</h3>
<ul><li>140 台阀门在 7 天内全部完成</li><li>开机后所有回路一次投入自动，未发生阀门返工</li><li>客户与我们签订了三年期年度停机服务协议</li></ul>`,
      `<h3>Situation</h3>
<p>This kraft pulp mill in Quebec shuts down once a year for seven days. The 140 valves to be serviced were spread across cooking, washing, bleaching and recovery, including V-port ball valves, globe control valves and butterfly valves.</p>
<h3>What we did</h3>
<ul><li>Walked the site a month ahead and listed the scope and parts for every valve</li><li>The Hamilton service centre stocked all parts in advance and pre-assembled 38 trim assemblies</li><li>A 16-person crew split by area worked three shifts, with the repair shop running in step with the site</li><li>Positioners calibrated after reinstallation and every loop stroke-tested before start-up</li></ul>
<h3>Results</h3>
<ul><li>All 140 valves completed within seven days</li><li>Every loop went into automatic at start-up, with no valve rework</li><li>The customer signed a three-year annual shutdown service agreement</li></ul>`,
    ),
    area: t('加拿大魁北克省', 'Quebec, Canada'),
    customer: t('魁北克省一家硫酸盐浆厂', 'A kraft pulp mill in Quebec'),
    product: t(
      '年度停机期间 140 台阀门检修（V 型球阀、球形阀、蝶阀）',
      'Shutdown service of 140 valves (V-port ball, globe and butterfly)',
    ),
    industry: PULP_PAPER,
    working_condition: t(
      '纸浆、白液、黑液及蒸汽；最高 170 °C；最高 1.6 MPa',
      'Pulp stock, white and black liquor, steam; up to 170 °C; up to 1.6 MPa',
    ),
    publish_date: '2023-07-27',
    pictures: [
      { scene: 'pulp-paper', label: 'QUEBEC' },
      { scene: 'workshop-repair', label: 'HAMILTON' },
    ],
    related: ['pcase-15', 'mcase-16'],
  },
  {
    key: 'mcase-15',
    cate_id: CATE.maintenanceCases,
    tag: 4,
    title: t(
      '纸厂碱回收黑液阀门备件保障计划',
      'Spare-parts programme for black liquor valves at a paper mill',
    ),
    summary: t(
      '碱回收工段黑液阀门磨损快、备件杂，纸厂曾因缺件延长停机。我们为其建立装机档案和备件清单，常用备件 24 小时到厂率达到 97%。',
      'Black liquor valves in the recovery area wore fast and used a jumble of spares, and missing parts had prolonged stops. We built an installed-base record and spares list for the mill, and 97% of common parts now arrive within 24 hours.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>广西这家纸业公司的碱回收工段有 90 余台黑液、绿液和石灰乳阀门，来自五个品牌。介质具有腐蚀性和结垢倾向，阀门磨损快。由于备件型号杂乱，曾两次因等待备件延长停机。</p>
<h3>我们的工作</h3>
<ul><li>逐台登记阀门型号、材质、阀内件规格和维修历史，建立装机档案</li><li>按消耗频率将备件分为 A、B、C 三类，A 类在现场寄售，B 类在常州中央仓库备库</li><li>对部分已停产型号进行逆向测绘，提供可互换的替代件</li></ul>
<h3>实施效果</h3>
<ul><li>常用备件 24 小时到厂率达到 97%</li><li>一年内未再因缺件延长停机</li><li>备件种类由 260 项精简至 170 项，库存资金占用降低约 28%</li></ul>`,
      `<h3>Situation</h3>
<p>The recovery area of this paper company in Guangxi has more than 90 black liquor, green liquor and lime milk valves from five manufacturers. The fluids are corrosive and prone to scaling, so valves wear fast. With a jumble of spare part numbers, the mill had twice extended a stop while waiting for parts.</p>
<h3>What we did</h3>
<ul><li>Recorded the model, materials, trim specification and repair history of every valve in an installed-base register</li><li>Ranked spares A, B or C by usage: A items on consignment at the mill, B items stocked in the Changzhou central warehouse</li><li>Reverse-engineered interchangeable replacements for several discontinued models</li></ul>
<h3>Results</h3>
<ul><li>97% of common parts delivered to the mill within 24 hours</li><li>No stop extended for missing parts in the following year</li><li>Spare-part lines reduced from 260 to 170, cutting inventory capital by about 28%</li></ul>`,
    ),
    area: t('中国广西', 'Guangxi, China'),
    customer: t('广西一家制浆造纸企业', 'A pulp and paper company in Guangxi'),
    product: t(
      '碱回收工段 90 余台阀门装机档案与备件保障计划',
      'Installed-base register and spares programme for 90+ recovery-area valves',
    ),
    industry: PULP_PAPER,
    working_condition: t(
      '黑液、绿液、石灰乳；最高 130 °C；最高 1.0 MPa；易结垢',
      'Black liquor, green liquor, lime milk; up to 130 °C; up to 1.0 MPa; scaling service',
    ),
    publish_date: '2024-05-30',
    pictures: [{ scene: 'warehouse', label: 'SPARES' }],
    related: ['pcase-16'],
  },
  {
    key: 'mcase-16',
    cate_id: CATE.maintenanceCases,
    tag: 4,
    title: t('浆厂蒸煮器阀门执行机构升级', 'Actuator upgrade on digester valves at a pulp mill'),
    summary: t(
      '连续蒸煮器关键阀门的执行机构出力不足，结垢后经常动作不到位。圣保罗团队重新核算扭矩并更换执行机构，阀门动作成功率恢复到 100%。',
      'Actuators on key continuous-digester valves lacked torque and often failed to reach position once scale built up. The São Paulo team recalculated torque and replaced the actuators, restoring a 100% stroke success rate.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>南马托格罗索州这座大型浆厂的连续蒸煮器周边有 22 台关键切断和调节阀。介质结垢后阀门操作扭矩显著增加，原执行机构出力不足，每月数次出现动作不到位报警，需要人工辅助。</p>
<h3>我们的工作</h3>
<ul><li>现场测量阀门在结垢状态下的实际操作扭矩，比新阀扭矩高出 60% 至 90%</li><li>按实测扭矩加安全系数重新选型，更换为 MR-PA200 活塞式执行机构</li><li>加装智能定位器，设定扭矩趋势报警，提示冲洗或检修</li><li>利用两次短停完成更换</li></ul>
<h3>实施效果</h3>
<ul><li>22 台阀门动作成功率恢复到 100%</li><li>人工辅助操作次数由每月 6 次降为零</li><li>通过扭矩趋势提前安排冲洗，避免了 2 次潜在的非计划停机</li></ul>`,
      `<h3>Situation</h3>
<p>A large pulp mill in Mato Grosso do Sul has 22 critical on-off and control valves around its continuous digester. Scaling raised their operating torque considerably, and the original actuators no longer had enough output: several times a month a valve failed to reach position and operators had to help it by hand.</p>
<h3>What we did</h3>
<ul><li>Measured actual operating torque with scale present: 60–90% above new-valve torque</li><li>Re-selected actuators on measured torque plus a safety factor, fitting MR-PA200 piston actuators</li><li>Added digital positioners with torque-trend alarms prompting flushing or repair</li><li>Completed the work in two short stops</li></ul>
<h3>Results</h3>
<ul><li>100% stroke success on all 22 valves</li><li>Manual assistance down from six times a month to none</li><li>Torque trends prompted timely flushing, avoiding two potential unplanned stops</li></ul>`,
    ),
    area: t('巴西南马托格罗索州', 'Mato Grosso do Sul, Brazil'),
    customer: t('南马托格罗索州一座大型漂白浆厂', 'A large bleached pulp mill in Mato Grosso do Sul'),
    product: t(
      '22 台蒸煮器阀门更换 MR-PA200 执行机构及智能定位器',
      'MR-PA200 actuators and digital positioners fitted to 22 digester valves',
    ),
    industry: PULP_PAPER,
    working_condition: t(
      '蒸煮液及木片浆料；165 °C；1.2 MPa；易结垢',
      'Cooking liquor and chip slurry; 165 °C; 1.2 MPa; scaling service',
    ),
    publish_date: '2026-06-04',
    pictures: [{ scene: 'pneumatic-actuator', label: 'MR-PA200' }, { scene: 'pulp-paper' }],
    related: ['pcase-17', 'mcase-14'],
  },
  {
    key: 'mcase-17',
    cate_id: CATE.maintenanceCases,
    tag: 5,
    title: t('金矿尾矿输送阀门翻新', 'Refurbishment of tailings valves at a gold mine'),
    summary: t(
      '金矿尾矿输送系统 36 台阀门磨损严重，整体更换预算不足。我们在工厂翻新阀体、重新喷涂耐磨涂层，费用约为新阀的 45%。',
      'Thirty-six tailings valves at a gold mine were badly worn and the budget would not cover replacement. We refurbished the bodies in our shop and recoated the wear parts for about 45% of the cost of new valves.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>山东这座金矿的尾矿输送系统有 36 台浆体球阀，运行多年后球体、阀座和流道均有不同程度磨损，内漏明显。整体更换费用较高，矿方希望在预算内恢复性能。</p>
<h3>我们的工作</h3>
<ul><li>分批拆回常州总部检修车间，逐台评估阀体壁厚和流道磨损</li><li>阀体流道堆焊修复后重新加工，球体和阀座重新喷涂碳化钨</li><li>更换阀杆密封和弹簧加载阀座组件</li><li>全部阀门按新阀标准进行壳体和密封试验</li></ul>
<h3>实施效果</h3>
<ul><li>36 台阀门全部通过试验，翻新费用约为新阀的 45%</li><li>翻新阀门运行 18 个月，磨损速率与新阀相当</li><li>翻新件享受 12 个月质保</li></ul>`,
      `<h3>Situation</h3>
<p>The tailings transport system at this gold mine in Shandong has 36 slurry ball valves. After years of service their balls, seats and flow passages were worn to varying degrees and leaking through. Replacing them all was expensive, and the mine wanted performance restored within budget.</p>
<h3>What we did</h3>
<ul><li>Brought the valves back to the Changzhou repair shop in batches and assessed wall thickness and passage wear on each</li><li>Weld-restored and re-machined the flow passages, and re-coated balls and seats with tungsten carbide</li><li>Replaced stem seals and spring-loaded seat assemblies</li><li>Shell and seal tested every valve to new-valve standards</li></ul>
<h3>Results</h3>
<ul><li>All 36 valves passed testing, at about 45% of the cost of new valves</li><li>After 18 months in service, refurbished valves wear at the same rate as new ones</li><li>Refurbished parts covered by a 12-month warranty</li></ul>`,
    ),
    area: t('中国山东', 'Shandong, China'),
    customer: t('山东一座地下金矿', 'An underground gold mine in Shandong'),
    product: t(
      '36 台尾矿浆体球阀工厂翻新及碳化钨重新喷涂',
      'Shop refurbishment and tungsten carbide recoating of 36 tailings ball valves',
    ),
    industry: MINING_METALS,
    working_condition: t(
      '尾矿浆，固含量约 45%；常温；2.5 MPa',
      'Tailings slurry, about 45% solids; ambient temperature; 2.5 MPa',
    ),
    publish_date: '2022-11-24',
    pictures: [{ scene: 'workshop-repair', label: 'REFURB' }, { scene: 'mining' }, { scene: 'ball-valve' }],
    related: ['pcase-20', 'pcase-18'],
  },
  {
    key: 'mcase-18',
    cate_id: CATE.maintenanceCases,
    tag: 5,
    title: t('铜冶炼厂制酸系统阀门诊断', 'Valve diagnostics in the acid plant of a copper smelter'),
    summary: t(
      '铜冶炼厂制酸系统阀门腐蚀环境恶劣，非计划检修频繁。我们对 75 台阀门进行诊断评估并给出材料升级建议，次年非计划检修减少 58%。',
      'Valves in a copper smelter’s acid plant face severe corrosion and needed frequent unplanned repair. We diagnosed 75 valves and recommended material upgrades; unplanned repairs fell 58% the following year.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>江西这座铜冶炼厂的烟气制酸系统中，二氧化硫烟气、稀酸和浓硫酸对阀门腐蚀严重。过去一年制酸系统阀门非计划检修达 40 次，影响冶炼主系统运行。</p>
<h3>我们的工作</h3>
<ul><li>对 75 台关键阀门进行在线诊断和外观检查，结合维修记录分析失效模式</li><li>发现主要问题为材料选择与实际工况不匹配，以及部分阀门选型偏大导致小开度冲刷</li><li>提出分级处理方案：19 台升级材料，11 台更换缩径阀内件，其余维持常规检修</li><li>在年度检修中实施</li></ul>
<h3>实施效果</h3>
<ul><li>次年制酸系统阀门非计划检修由 40 次降至 17 次，减少 58%</li><li>制酸系统因阀门问题导致的降负荷为零</li><li>客户将诊断评估纳入每年例行工作</li></ul>`,
      `<h3>Situation</h3>
<p>In the off-gas acid plant of this copper smelter in Jiangxi, SO₂ gas, weak acid and strong sulfuric acid corrode valves severely. The previous year saw 40 unplanned valve repairs in the acid plant, disturbing the main smelting operation.</p>
<h3>What we did</h3>
<ul><li>Online diagnostics and visual inspection of 75 critical valves, with failure modes analysed against repair records</li><li>Found the main causes were materials unsuited to actual conditions, and some oversized valves eroding at small openings</li><li>Proposed a ranked plan: material upgrades on 19 valves, reduced-capacity trims on 11, routine maintenance for the rest</li><li>Implemented during the annual shutdown</li></ul>
<h3>Results</h3>
<ul><li>Unplanned acid-plant valve repairs the following year fell from 40 to 17, down 58%</li><li>No load reductions caused by acid-plant valves</li><li>The customer now commissions the diagnostic assessment every year</li></ul>`,
    ),
    area: t('中国江西', 'Jiangxi, China'),
    customer: t('江西一座铜冶炼厂的烟气制酸系统', 'The off-gas acid plant of a copper smelter in Jiangxi'),
    product: t(
      '75 台制酸系统阀门诊断评估及材料升级',
      'Diagnostic assessment and material upgrades for 75 acid-plant valves',
    ),
    industry: MINING_METALS,
    working_condition: t(
      '二氧化硫烟气、稀酸及 98% 硫酸；最高 450 °C；最高 0.6 MPa',
      'SO₂ gas, weak acid and 98% sulfuric acid; up to 450 °C; up to 0.6 MPa',
    ),
    publish_date: '2025-02-20',
    pictures: [{ scene: 'mining', label: 'SMELTER' }, { scene: 'laboratory' }],
    related: ['pcase-19'],
  },
  {
    key: 'mcase-19',
    cate_id: CATE.maintenanceCases,
    tag: 5,
    title: t(
      '钢厂焦炉煤气调节阀检修与密封升级',
      'Overhaul and seal upgrade of coke-oven gas valves at a steel works',
    ),
    summary: t(
      '焦炉煤气中的焦油和萘易在阀内沉积，导致阀门卡涩和外漏。我们对 28 台调节阀进行检修并升级密封和吹扫结构，卡涩故障基本消除。',
      'Tar and naphthalene in coke-oven gas deposit inside valves, causing sticking and external leaks. We overhauled 28 control valves and upgraded their seals and purge arrangements, practically eliminating sticking.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>江苏这家钢铁企业焦化厂的煤气净化和输配系统有 28 台调节阀。焦油和萘在阀杆和导向部位沉积，阀门每隔两三个月就会卡涩，煤气外漏也带来安全隐患。</p>
<h3>我们的工作</h3>
<ul><li>解体检修全部 28 台阀门，清除沉积物，修复导向和密封面</li><li>填料函增加蒸汽吹扫接口，阀杆加装防尘护套</li><li>填料升级为碟簧加载低泄漏组件</li><li>编制定期吹扫操作规程，并对操作人员进行培训</li></ul>
<h3>实施效果</h3>
<ul><li>运行一年内仅发生 1 次轻微卡涩，此前为每年 40 余次</li><li>煤气外漏检测全部合格</li><li>升级零部件享受 12 个月质保</li></ul>`,
      `<h3>Situation</h3>
<p>The gas cleaning and distribution system at the coking plant of this steel works in Jiangsu has 28 control valves. Tar and naphthalene deposited on stems and guides, so valves stuck every two or three months, and gas leaks were a safety hazard.</p>
<h3>What we did</h3>
<ul><li>Stripped and overhauled all 28 valves, removing deposits and restoring guides and sealing faces</li><li>Added steam purge connections to the packing boxes and dust boots on the stems</li><li>Upgraded packing to live-loaded low-emission sets</li><li>Wrote a routine purging procedure and trained the operators</li></ul>
<h3>Results</h3>
<ul><li>One minor sticking incident in the following year, down from more than 40 a year</li><li>All gas leak checks passed</li><li>Upgraded parts covered by a 12-month warranty</li></ul>`,
    ),
    area: t('中国江苏', 'Jiangsu, China'),
    customer: t('江苏一家钢铁联合企业的焦化厂', 'The coking plant of an integrated steel works in Jiangsu'),
    product: t(
      '28 台焦炉煤气调节阀检修、吹扫改造及填料升级',
      'Overhaul, purge retrofit and packing upgrade of 28 coke-oven gas control valves',
    ),
    industry: MINING_METALS,
    working_condition: t(
      '焦炉煤气，含焦油和萘；40 °C；15 kPa；易沉积',
      'Coke-oven gas with tar and naphthalene; 40 °C; 15 kPa; fouling service',
    ),
    publish_date: '2023-05-25',
    pictures: [{ scene: 'workshop-repair' }, { scene: 'globe-valve' }],
    related: ['pcase-19'],
  },
  {
    key: 'mcase-20',
    cate_id: CATE.maintenanceCases,
    tag: 5,
    title: t(
      '球团厂现场服务与远程诊断培训',
      'Field service and remote diagnostics training at a pellet plant',
    ),
    summary: t(
      '球团厂地处偏远，外部服务到场时间长。我们为其完成 60 台阀门现场检修，并培训当地团队使用远程诊断，由我们的工程师远程支持。',
      'The pellet plant is remote, so outside service takes time to arrive. We overhauled 60 valves on site and trained the local team to use remote diagnostics, backed by our engineers from afar.',
    ),
    content: t(
      `<h3>项目背景</h3>
<p>米纳斯吉拉斯州这座铁矿球团厂距最近的城市约 300 公里。厂内 60 台浆体、水和燃气阀门长期缺乏专业维护，出现问题时外部工程师需要一天以上才能到场。</p>
<h3>我们的工作</h3>
<ul><li>圣保罗团队驻厂两周，完成 60 台阀门的检修和定位器标定</li><li>在 24 台关键阀门上启用诊断数据远程传输，接入公司远程诊断平台</li><li>为厂内 8 名仪表和维修人员开展为期 5 天的培训，包括阀门检修实操和诊断数据解读</li><li>约定月度远程诊断报告和季度现场回访</li></ul>
<h3>实施效果</h3>
<ul><li>阀门相关故障处理时间平均缩短 65%</li><li>当地团队可独立完成约 80% 的常见故障处理</li><li>远程诊断提前发现 5 起潜在故障，均在计划停机中处理</li></ul>`,
      `<h3>Situation</h3>
<p>This iron ore pellet plant in Minas Gerais is about 300 km from the nearest city. Its 60 slurry, water and fuel-gas valves had long gone without specialist maintenance, and outside engineers took more than a day to arrive when something went wrong.</p>
<h3>What we did</h3>
<ul><li>The São Paulo team spent two weeks on site overhauling 60 valves and calibrating positioners</li><li>Enabled remote transmission of diagnostic data from 24 critical valves to the company's remote diagnostics platform</li><li>Trained eight local instrument and maintenance staff for five days in valve repair and reading diagnostic data</li><li>Agreed monthly remote diagnostic reports and quarterly site visits</li></ul>
<h3>Results</h3>
<ul><li>Valve-related fault resolution time cut by 65% on average</li><li>The local team now handles about 80% of common faults independently</li><li>Remote diagnostics caught five developing faults, all fixed during planned stops</li></ul>`,
    ),
    area: t('巴西米纳斯吉拉斯州', 'Minas Gerais, Brazil'),
    customer: t('米纳斯吉拉斯州一座铁矿球团厂', 'An iron ore pellet plant in Minas Gerais'),
    product: t(
      '60 台阀门现场检修、远程诊断接入及 5 天现场培训',
      'On-site overhaul of 60 valves, remote diagnostics and five-day training',
    ),
    industry: MINING_METALS,
    working_condition: t(
      '铁精矿浆、工艺水及燃气；最高 60 °C；最高 4 MPa',
      'Iron concentrate slurry, process water and fuel gas; up to 60 °C; up to 4 MPa',
    ),
    publish_date: '2026-10-22',
    pictures: [{ scene: 'field-service', label: 'MINAS GERAIS' }, { scene: 'training-room' }],
    related: ['pcase-18'],
  },
];

/* ------------------------------------------------------------------------------------------------
 * Jobs
 * ---------------------------------------------------------------------------------------------- */

export const jobs: SeedJob[] = [
  {
    name: t('阀门应用工程师', 'Valve Application Engineer'),
    place: t('常州', 'Changzhou'),
    peoplenum: 3,
    experience: t('3 年以上', '3+ years'),
    educational: t('本科及以上', "Bachelor's degree or above"),
    content: t(
      `<h3>岗位职责</h3><ul><li>根据客户工艺数据完成调节阀选型计算，包括流量系数、噪声和气蚀校核</li><li>编制技术方案和技术偏离表，参与投标技术澄清</li><li>为销售团队和客户提供苛刻工况阀门的技术支持</li><li>跟踪项目执行，协调设计、生产和试验中的技术问题</li><li>整理典型应用经验，参与编写选型指南和技术文章</li></ul>
<h3>任职要求</h3><ul><li>机械、过程装备、热能动力或自动化相关专业本科及以上学历</li><li>3 年以上调节阀、仪表或工艺设计相关工作经验</li><li>熟悉 IEC 60534 系列标准和常用阀门材料</li><li>能阅读英文技术文件，具备良好的书面表达能力</li><li>有电力或石化行业项目经验者优先</li></ul>`,
      `<h3>Responsibilities</h3><ul><li>Size control valves from customer process data, including Cv, noise and cavitation checks</li><li>Prepare technical proposals and deviation lists, and take part in bid clarifications</li><li>Provide technical support on severe-service valves to sales colleagues and customers</li><li>Follow projects through execution, resolving technical questions in design, manufacturing and testing</li><li>Document application experience and contribute to selection guides and technical articles</li></ul>
<h3>Requirements</h3><ul><li>Bachelor's degree or above in mechanical, process, thermal or control engineering</li><li>3+ years in control valves, instrumentation or process design</li><li>Familiarity with the IEC 60534 series and common valve materials</li><li>Able to read technical documents in English; clear written communication</li><li>Project experience in power or petrochemicals is an advantage</li></ul>`,
    ),
  },
  {
    name: t('现场服务工程师', 'Field Service Engineer'),
    place: t('加拿大汉密尔顿', 'Hamilton, Canada'),
    peoplenum: 2,
    experience: t('2 年以上', '2+ years'),
    educational: t('大专及以上', 'College diploma or above'),
    content: t(
      `<h3>岗位职责</h3><ul><li>在客户现场开展调节阀、执行机构和定位器的安装指导、调试和故障处理</li><li>参与电厂、纸厂和冶金企业停机检修，负责阀门拆装、检修和试验</li><li>使用诊断设备进行阀门性能测试并编写服务报告</li><li>响应紧急服务需求，按承诺时间到达现场</li><li>向客户维修人员传授阀门维护知识</li></ul>
<h3>任职要求</h3><ul><li>机械、仪表或相关专业大专及以上学历</li><li>2 年以上阀门或仪表现场服务经验</li><li>熟悉气动执行机构和智能定位器的调校</li><li>持有有效驾照，能够适应出差和轮班工作</li><li>英语流利，会法语者优先</li></ul>`,
      `<h3>Responsibilities</h3><ul><li>Supervise installation, commission and troubleshoot control valves, actuators and positioners at customer sites</li><li>Take part in shutdowns at power stations, mills and metals plants: valve removal, overhaul and testing</li><li>Run valve performance tests with diagnostic equipment and write service reports</li><li>Respond to emergency call-outs within the committed time</li><li>Pass on valve maintenance know-how to customer staff</li></ul>
<h3>Requirements</h3><ul><li>College diploma or above in mechanical, instrumentation or a related field</li><li>2+ years of field service on valves or instruments</li><li>Hands-on experience setting up pneumatic actuators and digital positioners</li><li>Valid driving licence; willing to travel and work shifts</li><li>Fluent English; French is an advantage</li></ul>`,
    ),
  },
  {
    name: t('海外市场销售工程师', 'Sales Engineer, Overseas Markets'),
    place: t('阿联酋迪拜', 'Dubai, UAE'),
    peoplenum: 2,
    experience: t('5 年以上', '5+ years'),
    educational: t('本科及以上', "Bachelor's degree or above"),
    content: t(
      `<h3>岗位职责</h3><ul><li>开发和维护海湾地区及北非的油气、化工和水务客户</li><li>跟踪项目信息，组织技术交流和投标</li><li>与应用工程师配合完成技术方案和商务报价</li><li>推广检修、备件和诊断服务，扩大服务业务比例</li><li>收集市场和竞争信息，参与区域销售计划制定</li></ul>
<h3>任职要求</h3><ul><li>工科背景本科及以上学历</li><li>5 年以上工业阀门、仪表或流程设备销售经验</li><li>熟悉 EPC 项目采购流程和国际贸易条款</li><li>英语可作为工作语言，会阿拉伯语者优先</li><li>能够长期常驻迪拜并经常出差</li></ul>`,
      `<h3>Responsibilities</h3><ul><li>Develop and manage oil and gas, chemical and water customers in the Gulf and North Africa</li><li>Track projects and organise technical presentations and bids</li><li>Prepare technical and commercial offers with the application engineers</li><li>Promote overhaul, spare-parts and diagnostic services to grow the service share</li><li>Gather market and competitor information and contribute to the regional sales plan</li></ul>
<h3>Requirements</h3><ul><li>Bachelor's degree or above in an engineering discipline</li><li>5+ years selling industrial valves, instruments or process equipment</li><li>Familiar with EPC procurement processes and international trade terms</li><li>English as a working language; Arabic is an advantage</li><li>Based in Dubai with frequent travel</li></ul>`,
    ),
  },
  {
    name: t('质量工程师', 'Quality Engineer'),
    place: t('常州', 'Changzhou'),
    peoplenum: 1,
    experience: t('3 年以上', '3+ years'),
    educational: t('本科及以上', "Bachelor's degree or above"),
    content: t(
      `<h3>岗位职责</h3><ul><li>制定铸锻件、机加工件和外购件的检验规范</li><li>组织不合格品评审，推动纠正和预防措施落实</li><li>审核无损检测、压力试验和材料证书，确保出厂档案完整可追溯</li><li>参与供应商审核和质量体系内外部审核</li><li>统计分析质量数据，提出改进项目</li></ul>
<h3>任职要求</h3><ul><li>材料、机械或质量管理相关专业本科及以上学历</li><li>3 年以上阀门、压力容器或机械制造行业质量工作经验</li><li>熟悉常用无损检测方法和承压设备相关标准</li><li>持有无损检测或质量相关资格证书者优先</li><li>工作严谨，沟通能力良好</li></ul>`,
      `<h3>Responsibilities</h3><ul><li>Write inspection specifications for castings, forgings, machined and bought-in parts</li><li>Run nonconformance reviews and drive corrective and preventive actions</li><li>Review NDE, pressure-test records and material certificates so every dossier is complete and traceable</li><li>Take part in supplier audits and internal and external management-system audits</li><li>Analyse quality data and propose improvement projects</li></ul>
<h3>Requirements</h3><ul><li>Bachelor's degree or above in materials, mechanical engineering or quality management</li><li>3+ years in quality roles in valves, pressure vessels or machinery</li><li>Familiar with common NDE methods and pressure-equipment standards</li><li>NDE or quality certifications are an advantage</li><li>Meticulous, with good communication skills</li></ul>`,
    ),
  },
  {
    name: t('数控机床操作技师', 'CNC Machinist'),
    place: t('常州', 'Changzhou'),
    peoplenum: 4,
    experience: t('3 年以上', '3+ years'),
    educational: t('中专、技校及以上', 'Vocational school or above'),
    content: t(
      `<h3>岗位职责</h3><ul><li>操作数控车床和加工中心，完成阀体、阀盖、阀芯和阀笼等零件加工</li><li>按图纸和工艺文件进行首件检验和过程自检</li><li>参与加工程序优化和工装夹具改进</li><li>负责设备日常点检和保养</li><li>遵守安全和现场管理规定</li></ul>
<h3>任职要求</h3><ul><li>机械加工相关专业中专、技校及以上学历</li><li>3 年以上数控车床或加工中心操作经验</li><li>能独立识读机械图纸，熟练使用常用量具</li><li>有阀门或泵类零件加工经验者优先</li><li>能适应两班倒工作</li></ul>`,
      `<h3>Responsibilities</h3><ul><li>Operate CNC lathes and machining centres to produce bodies, bonnets, plugs, cages and other parts</li><li>Carry out first-article and in-process inspection to drawings and process sheets</li><li>Help optimise programs and improve fixtures</li><li>Perform daily machine checks and routine maintenance</li><li>Follow safety and workplace organisation rules</li></ul>
<h3>Requirements</h3><ul><li>Vocational school qualification or above in machining</li><li>3+ years operating CNC lathes or machining centres</li><li>Able to read engineering drawings and use common measuring instruments</li><li>Experience machining valve or pump parts is an advantage</li><li>Willing to work a two-shift pattern</li></ul>`,
    ),
  },
  {
    name: t('执行机构研发工程师', 'R&D Engineer, Actuators'),
    place: t('常州', 'Changzhou'),
    peoplenum: 2,
    experience: t('5 年以上', '5+ years'),
    educational: t('硕士及以上', "Master's degree or above"),
    content: t(
      `<h3>岗位职责</h3><ul><li>负责气动和电动执行机构新产品的方案设计、结构设计和计算</li><li>制定样机试验大纲，完成寿命、环境和性能试验</li><li>配合电子工程师完成执行机构与定位器、控制模块的集成</li><li>编制产品图纸、技术文件和认证资料</li><li>分析现场反馈，持续改进在产产品</li></ul>
<h3>任职要求</h3><ul><li>机械、机电一体化或相关专业硕士及以上学历</li><li>5 年以上执行机构、液压气动元件或传动产品研发经验</li><li>熟练使用三维设计和有限元分析软件</li><li>了解防爆和功能安全相关要求</li><li>具备独立承担项目的能力和良好的英文读写能力</li></ul>`,
      `<h3>Responsibilities</h3><ul><li>Lead concept, mechanical design and calculations for new pneumatic and electric actuators</li><li>Write prototype test plans and run life, environmental and performance tests</li><li>Integrate actuators with positioners and control modules together with the electronics engineers</li><li>Prepare drawings, technical documents and certification files</li><li>Analyse field feedback and improve products in production</li></ul>
<h3>Requirements</h3><ul><li>Master's degree or above in mechanical engineering, mechatronics or a related field</li><li>5+ years developing actuators, fluid-power components or drive products</li><li>Proficient in 3D CAD and finite-element analysis</li><li>Understanding of explosion-protection and functional-safety requirements</li><li>Able to run projects independently; good written English</li></ul>`,
    ),
  },
  {
    name: t('出口单证专员', 'Export Documentation Specialist'),
    place: t('上海', 'Shanghai'),
    peoplenum: 1,
    experience: t('2 年以上', '2+ years'),
    educational: t('本科及以上', "Bachelor's degree or above"),
    content: t(
      `<h3>岗位职责</h3><ul><li>制作出口合同项下的商业发票、装箱单、原产地证等单证</li><li>办理报关、订舱和出口退税相关手续</li><li>审核信用证条款，确保单证相符</li><li>与客户、货代和内部各部门协调发货计划</li><li>整理和归档出口文件</li></ul>
<h3>任职要求</h3><ul><li>国际贸易、物流或相关专业本科及以上学历</li><li>2 年以上机电产品出口单证工作经验</li><li>熟悉信用证操作和国际贸易术语</li><li>英语读写熟练</li><li>细致认真，能够在时间压力下保持准确</li></ul>`,
      `<h3>Responsibilities</h3><ul><li>Prepare commercial invoices, packing lists, certificates of origin and other export documents</li><li>Handle customs declaration, freight booking and export tax rebate procedures</li><li>Check letter-of-credit terms so that documents comply</li><li>Coordinate shipment plans with customers, forwarders and internal departments</li><li>Keep export files organised and archived</li></ul>
<h3>Requirements</h3><ul><li>Bachelor's degree or above in international trade, logistics or a related field</li><li>2+ years of export documentation for industrial or electromechanical products</li><li>Familiar with letters of credit and Incoterms</li><li>Good written and spoken English</li><li>Careful and accurate under time pressure</li></ul>`,
    ),
  },
  {
    name: t('技术培训讲师', 'Technical Trainer'),
    place: t('美国休斯敦', 'Houston, USA'),
    peoplenum: 1,
    experience: t('8 年以上', '8+ years'),
    educational: t('大专及以上', 'College diploma or above'),
    content: t(
      `<h3>岗位职责</h3><ul><li>为北美客户和内部员工开发并讲授调节阀维护、定位器调试和诊断课程</li><li>搭建和维护培训用演示台和剖切展示件</li><li>根据现场常见问题更新培训教材</li><li>组织客户工作坊和技术研讨会</li><li>评估学员技能并颁发培训证书</li></ul>
<h3>任职要求</h3><ul><li>仪表、机械或相关专业大专及以上学历</li><li>8 年以上调节阀检修或仪表维护经验，其中至少 2 年培训或带教经历</li><li>熟悉主流智能定位器和阀门诊断方法</li><li>表达清晰，具备课堂组织能力</li><li>能够在北美地区出差授课</li></ul>`,
      `<h3>Responsibilities</h3><ul><li>Develop and deliver courses on control-valve maintenance, positioner set-up and diagnostics for North American customers and staff</li><li>Build and maintain training rigs and cut-away models</li><li>Update training material from common field issues</li><li>Organise customer workshops and technical seminars</li><li>Assess participants and issue training certificates</li></ul>
<h3>Requirements</h3><ul><li>College diploma or above in instrumentation, mechanical engineering or a related field</li><li>8+ years in control-valve repair or instrument maintenance, including at least 2 years of training or mentoring</li><li>Familiar with common digital positioners and valve diagnostic methods</li><li>Clear communicator, able to run a classroom</li><li>Willing to travel across North America to teach</li></ul>`,
    ),
  },
];

/* ------------------------------------------------------------------------------------------------
 * Offices and service centres (addresses, phones and e-mails are fictional)
 * ---------------------------------------------------------------------------------------------- */

export const offices: SeedOffice[] = [
  {
    title: t('常州总部', 'Changzhou Headquarters'),
    summary: t(
      '中国江苏省常州市武进区枫河路 18 号',
      'No. 18 Fenghe Road, Wujin District, Changzhou, Jiangsu, China',
    ),
    content_title: '+86 519 0000 8800',
    title_desc: 'info@mapleriver-controls.example',
  },
  {
    title: t('北京服务中心', 'Beijing Service Centre'),
    summary: t('中国北京市大兴区兴枫路 66 号', 'No. 66 Xingfeng Road, Daxing District, Beijing, China'),
    content_title: '+86 10 0000 6620',
    title_desc: 'beijing@mapleriver-controls.example',
  },
  {
    title: t('上海服务中心', 'Shanghai Service Centre'),
    summary: t(
      '中国上海市闵行区枫林工业路 208 号',
      'No. 208 Fenglin Industrial Road, Minhang District, Shanghai, China',
    ),
    content_title: '+86 21 0000 5310',
    title_desc: 'shanghai@mapleriver-controls.example',
  },
  {
    title: t('成都服务中心', 'Chengdu Service Centre'),
    summary: t(
      '中国四川省成都市新都区锦枫路 39 号',
      'No. 39 Jinfeng Road, Xindu District, Chengdu, Sichuan, China',
    ),
    content_title: '+86 28 0000 7740',
    title_desc: 'chengdu@mapleriver-controls.example',
  },
  {
    title: t('加拿大汉密尔顿服务中心', 'Hamilton Service Centre, Canada'),
    summary: t(
      '加拿大安大略省汉密尔顿市枫河大道 1200 号',
      '1200 Maple River Drive, Hamilton, Ontario, Canada',
    ),
    content_title: '+1 905 0000 4150',
    title_desc: 'hamilton@mapleriver-controls.example',
  },
  {
    title: t('美国休斯敦服务中心', 'Houston Service Centre, USA'),
    summary: t(
      '美国得克萨斯州休斯敦市河湾工业园路 8400 号',
      '8400 Riverbend Industrial Parkway, Houston, Texas, USA',
    ),
    content_title: '+1 713 0000 2260',
    title_desc: 'houston@mapleriver-controls.example',
  },
  {
    title: t('迪拜办事处及服务中心', 'Dubai Office and Service Centre'),
    summary: t(
      '阿联酋迪拜杰贝阿里河畔物流园 14 号单元',
      'Unit 14, Riverside Logistics Park, Jebel Ali, Dubai, UAE',
    ),
    content_title: '+971 4 0000 3380',
    title_desc: 'dubai@mapleriver-controls.example',
  },
  {
    title: t('新加坡办事处', 'Singapore Office'),
    summary: t('新加坡大士枫叶弯 25 号', '25 Tuas Maple Crescent, Singapore'),
    content_title: '+65 6 0000 1920',
    title_desc: 'singapore@mapleriver-controls.example',
  },
  {
    title: t('印尼雅加达服务中心', 'Jakarta Service Centre, Indonesia'),
    summary: t(
      '印度尼西亚西爪哇省勿加泗芝卡朗工业大道 88 号',
      'Jl. Industri Raya No. 88, Cikarang, Bekasi, West Java, Indonesia',
    ),
    content_title: '+62 21 0000 6610',
    title_desc: 'jakarta@mapleriver-controls.example',
  },
  {
    title: t('巴西圣保罗办事处', 'São Paulo Office, Brazil'),
    summary: t(
      '巴西圣保罗州圣保罗市阀门街 450 号工业区',
      'Rua das Válvulas, 450, Distrito Industrial, São Paulo – SP, Brazil',
    ),
    content_title: '+55 11 0000 3470',
    title_desc: 'saopaulo@mapleriver-controls.example',
  },
];
