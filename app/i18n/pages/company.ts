import type { Bilingual } from '#contract/words.js';

/** Static copy of the company screens: home, about, recruitment, VR tour, contact, message records. */
export const companyCopy = {
  about: {
    title: { en: 'About Us', zh: '关于我们' },
    description: {
      en: 'Maple River Controls: a Sino-Canadian control-valve maker founded in 1965. History, global service network, capabilities, quality, sustainability and certifications.',
      zh: '枫河控制阀：创立于 1965 年的中加合资控制阀企业。发展历程、全球服务网络、研发制造能力、质量保证、可持续发展与资质证书。',
    },
    tabsLabel: { en: 'About us sections', zh: '关于我们栏目' },
    tabs: {
      overview: { en: 'Overview', zh: '概览' },
      about: { en: 'About Maple River', zh: '公司简介' },
      history: { en: 'History', zh: '发展历程' },
      network: { en: 'Service Network', zh: '服务网络' },
      ability: { en: 'Capabilities', zh: '研发制造能力' },
      quality: { en: 'Quality', zh: '质量保证' },
      sustainability: { en: 'Sustainable Development', zh: '可持续发展' },
      qualifications: { en: 'Qualifications', zh: '资质证书' },
    },
    overviewEyebrow: { en: 'Since 1965', zh: '始于 1965' },
    readStory: { en: 'Read our story', zh: '阅读公司简介' },
    exploreTitle: { en: 'Get to Know Us', zh: '走近枫河' },
    historyCard: { en: 'Our History', zh: '发展历程' },
    historyCardText: {
      en: 'Six decades of milestones, from a riverside valve works to a Sino-Canadian joint venture.',
      zh: '六十年发展足迹：从枫河岸边的阀门厂到中加合资企业。',
    },
    applicationsCard: { en: 'Application Areas', zh: '应用领域' },
    applicationsCardText: {
      en: 'Power, oil & gas, chemical, water, pulp & paper, and mining & metals.',
      zh: '电力、石油天然气、化工、水务、造纸及矿山冶金。',
    },
    serviceCard: { en: 'Customer Service', zh: '客户服务' },
    serviceCardText: {
      en: 'Maintenance, spare parts, upgrades, diagnostics and training across the valve life cycle.',
      zh: '覆盖阀门全生命周期的维修、备件、升级改造、诊断测试与技术培训。',
    },
    moreTitle: { en: 'More About Maple River', zh: '更多了解枫河' },
    videoTitle: { en: 'Company film', zh: '企业宣传片' },
    galleryTitle: { en: 'Pictures and Films', zh: '图片与视频' },
    galleryLabel: { en: 'Gallery', zh: '图集' },
    galleryThumbs: { en: 'Choose a picture or film', zh: '选择图片或视频' },
    galleryPrevious: { en: 'Previous picture', zh: '上一张' },
    galleryNext: { en: 'Next picture', zh: '下一张' },
    galleryVideo: { en: 'Film', zh: '视频' },
    timelineTitle: { en: 'Milestones', zh: '大事记' },
    networkTitle: { en: 'Offices and Service Centres', zh: '办事处与服务中心' },
    networkIntro: {
      en: 'Our headquarters and plant are in Changzhou, China. Service centres and offices in China and abroad bring engineers and spare parts close to your plant.',
      zh: '公司总部与生产基地位于江苏常州，分布在国内外的服务中心和办事处让工程师与备件离您的装置更近。',
    },
    address: { en: 'Address', zh: '地址' },
    phone: { en: 'Phone', zh: '电话' },
    email: { en: 'E-mail', zh: '邮箱' },
    headOffice: { en: 'Headquarters', zh: '总部' },
    picturesTitle: { en: 'Inside the Plant', zh: '走进工厂' },
    qualificationsTitle: { en: 'Certificates', zh: '证书展示' },
  },
  joinIn: {
    title: { en: 'Careers', zh: '招贤纳士' },
    description: {
      en: 'Open positions at Maple River Controls in engineering, manufacturing, sales and field service, campus internships and how to apply.',
      zh: '枫河控制阀招聘信息：研发、制造、销售与现场服务岗位，校园实习计划及应聘指南。',
    },
    tabsLabel: { en: 'Career sections', zh: '招聘栏目' },
    tabs: {
      recruitment: { en: 'Open Positions', zh: '社会招聘' },
      internship: { en: 'Campus Internship', zh: '校园实习' },
      hours: { en: 'Working Hours', zh: '工作时间' },
      problems: { en: 'How to Apply', zh: '求职问题' },
    },
    intro: {
      en: 'We look for engineers, technicians and specialists who take pride in equipment that works. Choose a position to read the full description.',
      zh: '我们寻找以可靠设备为荣的工程师、技师和专业人才。点击职位可查看完整的岗位说明。',
    },
    columns: {
      name: { en: 'Position', zh: '职位名称' },
      place: { en: 'Location', zh: '工作地点' },
      peoplenum: { en: 'Openings', zh: '招聘人数' },
      experience: { en: 'Experience', zh: '工作经验' },
      educational: { en: 'Education', zh: '学历要求' },
      requirements: { en: 'Requirements', zh: '任职要求' },
      action: { en: 'Action', zh: '操作' },
    },
    tableCaption: { en: 'Open positions', zh: '在招职位' },
    details: { en: 'Details', zh: '详情' },
    detailsOf: { en: 'Details of {{name}}', zh: '{{name}}职位详情' },
    apply: { en: 'Apply', zh: '申请职位' },
    applyHint: {
      en: 'How to apply: open a position and apply online with your CV, or send it to {{email}} with the position title in the subject line.',
      zh: '应聘方式：打开职位页面在线提交简历，或将简历发送至 {{email}}，邮件标题请注明应聘职位。',
    },
    noJobs: {
      en: 'There are no open positions at the moment. Speculative applications are welcome.',
      zh: '目前暂无在招职位，欢迎投递自荐简历。',
    },
    hoursTitle: { en: 'Working Hours', zh: '工作时间' },
    hoursValue: { en: 'Monday to Friday, 8:00–16:30', zh: '周一至周五 8:00—16:30' },
    hoursNote: {
      en: 'China Standard Time (UTC+8) at our Changzhou headquarters. Overseas offices keep local business hours; the service hotline is open 24/7.',
      zh: '以上为常州总部时间（北京时间）。海外办事处按当地工作时间办公；服务热线 24 小时畅通。',
    },
    processTitle: { en: 'How We Process Applications', zh: '简历处理流程' },
    processIntro: {
      en: 'Every application is read by the hiring department, not only by a screening tool. From receipt to decision the process usually takes about 4 weeks, and every applicant hears the outcome.',
      zh: '每一份简历都由用人部门认真阅读，而不只是经过系统筛选。从收到简历到给出结果通常约需 4 周，每位应聘者都会收到答复。',
    },
    steps: {
      en: [
        {
          title: 'Week 1: Receipt and screening',
          text: 'We confirm receipt by e-mail and the hiring department reviews your CV against the position.',
        },
        {
          title: 'Week 2: First interview',
          text: 'A phone or video interview with HR and your future manager, about 45 minutes.',
        },
        {
          title: 'Week 3: Technical interview',
          text: 'A technical discussion or practical test, usually with a visit to the plant or service centre.',
        },
        {
          title: 'Week 4: Decision and offer',
          text: 'We tell you the outcome. Successful applicants receive a written offer and a start date.',
        },
      ],
      zh: [
        { title: '第 1 周：接收与筛选', text: '我们通过邮件确认已收到简历，用人部门根据岗位要求进行评估。' },
        { title: '第 2 周：初次面试', text: '与人力资源部和未来的直属主管进行约 45 分钟的电话或视频面试。' },
        { title: '第 3 周：专业面试', text: '进行技术交流或实操测试，一般会安排参观工厂或服务中心。' },
        { title: '第 4 周：结果与录用', text: '我们会告知面试结果，录用者将收到书面录用通知和入职日期。' },
      ],
    },
    faqTitle: { en: 'Questions About Applying', zh: '应聘常见问题' },
    faqIntro: {
      en: 'Write to our HR team at {{email}}. We answer within two working days.',
      zh: '如有疑问，请发送邮件至人力资源部 {{email}}，我们将在两个工作日内回复。',
    },
    asideTitle: { en: 'Ready to apply?', zh: '准备好申请了吗？' },
    asideText: {
      en: 'Send your CV and a short cover letter, with the position title and location in the subject line.',
      zh: '请发送简历和简短的求职信，并在邮件标题中注明应聘职位和工作地点。',
    },
    asideButton: { en: 'E-mail your application', zh: '发送求职邮件' },
    hoursLine: { en: 'Working hours: {{hours}}', zh: '工作时间：{{hours}}' },
    faq: {
      en: [
        {
          q: 'How do I apply for a position?',
          a: 'Send your CV to {{email}}. Put the position title and location in the subject line, for example “Field Service Engineer – Hamilton”.',
        },
        {
          q: 'What should my application include?',
          a: 'A CV in PDF or Word format and a short cover letter. For engineering and technician roles, a list of projects or equipment you have worked on helps us a lot. Copies of certificates can follow later.',
        },
        {
          q: 'How long does it take to hear back?',
          a: 'We confirm receipt by e-mail and complete the process in about 4 weeks. If we need longer, for example during holidays, we let you know.',
        },
        {
          q: 'Can I apply for more than one position?',
          a: 'Yes, up to two at the same time. Please state which one you prefer.',
        },
        {
          q: 'I did not find a suitable vacancy. Can I still apply?',
          a: 'Yes. Send a speculative application describing the kind of work you are looking for. With your consent we keep it on file for 12 months and contact you when a matching position opens.',
        },
        {
          q: 'Can I apply for a position in an overseas office?',
          a: 'Yes. Positions outside China follow local employment law, so please mention your right to work in that country in your application.',
        },
        {
          q: 'How is my personal data used?',
          a: 'Only for recruitment. Applications that do not lead to employment are deleted after 12 months, or earlier if you ask us to by e-mail.',
        },
      ],
      zh: [
        {
          q: '如何申请职位？',
          a: '请将简历发送至 {{email}}，并在邮件标题中注明应聘职位和工作地点，例如“现场服务工程师—汉密尔顿”。',
        },
        {
          q: '应聘材料需要包括哪些内容？',
          a: 'PDF 或 Word 格式的简历及简短的求职信。应聘工程技术岗位时，附上参与过的项目或操作过的设备清单会很有帮助。证书复印件可稍后补交。',
        },
        {
          q: '多久能收到答复？',
          a: '我们会通过邮件确认收到简历，整个流程约 4 周完成。如遇节假日等情况需要更长时间，我们会提前告知。',
        },
        { q: '可以同时申请多个职位吗？', a: '可以，最多同时申请两个职位，请注明您的优先选择。' },
        {
          q: '没有找到合适的职位，还能投递简历吗？',
          a: '可以。请投递自荐简历并说明您期望的工作方向。经您同意，我们会将简历保留 12 个月，有合适职位时与您联系。',
        },
        {
          q: '可以申请海外办事处的职位吗？',
          a: '可以。海外职位遵守当地劳动法规，请在简历中说明您在该国的工作许可情况。',
        },
        {
          q: '我的个人信息会被如何使用？',
          a: '仅用于招聘。未被录用者的简历将在 12 个月后删除；如您通过邮件提出要求，我们会提前删除。',
        },
      ],
    },
  },
  vr: {
    title: { en: 'VR Factory Tour', zh: 'VR 工厂参观' },
    description: {
      en: 'A virtual tour of the Maple River Controls plant in Changzhou: machining, flow testing and assembly.',
      zh: '在线参观枫河控制阀常州工厂：机加工车间、流量试验回路与装配线。',
    },
    note: {
      en: 'Walk through our machining hall, flow test loop and assembly lines. If the tour does not load below, open it in a new window.',
      zh: '走进我们的机加工车间、流量试验回路和装配线。如果下方未能加载，请在新窗口中打开。',
    },
    open: { en: 'Open the tour in a new window', zh: '在新窗口中打开 VR 参观' },
    frameTitle: { en: 'Maple River Controls virtual factory tour', zh: '枫河控制阀 VR 工厂参观' },
    unavailable: { en: 'The virtual tour is not available at the moment.', zh: 'VR 参观暂时无法访问。' },
  },
  callMe: {
    title: { en: 'Contact Us', zh: '联系我们' },
    description: {
      en: 'Contact Maple River Controls: address, phone, e-mail, 24/7 service hotline, map and a form for your enquiry.',
      zh: '联系枫河控制阀：地址、电话、邮箱、24 小时服务热线、地图及在线留言。',
    },
    eyebrow: { en: 'Get in touch', zh: '联系方式' },
    intro: {
      en: 'Whether you need a valve sized for a new project, spare parts for a shutdown or an engineer on site, our team is ready to help.',
      zh: '无论是新项目的阀门选型、停机检修所需的备件，还是需要工程师到现场，我们的团队都随时为您提供帮助。',
    },
    hotlineNote: {
      en: 'Urgent field service: an engineer on site within 8 hours in our covered service regions.',
      zh: '紧急现场服务：在服务覆盖区域内，工程师 8 小时到场。',
    },
    socialTitle: { en: 'Follow us', zh: '关注我们' },
    socialOpen: { en: '{{name}} (opens in a new window)', zh: '{{name}}（在新窗口打开）' },
    socialScan: { en: 'Scan to follow us on {{name}}', zh: '扫码关注{{name}}' },
    formTitle: { en: 'Leave a Message', zh: '在线留言' },
    formText: {
      en: 'Tell us about your application, the valve or the service you need. We reply within one working day and give you a case number to follow the conversation.',
      zh: '请告诉我们您的应用工况、所需阀门或服务。我们将在一个工作日内回复，并提供留言编号以便您跟进沟通。',
    },
    mapTitle: { en: 'Find Us', zh: '公司位置' },
    mapLabel: { en: 'Map of the location of {{name}}', zh: '{{name}}位置地图' },
    directions: { en: 'Show on a larger map', zh: '在大地图中查看' },
    cardsTitle: { en: 'More Ways to Reach Us', zh: '更多联系途径' },
    joinTitle: { en: 'Join Our Team', zh: '加入我们' },
    joinText: {
      en: 'Open positions in engineering, manufacturing, sales and field service.',
      zh: '研发、制造、销售与现场服务岗位正在招聘。',
    },
    joinButton: { en: 'View vacancies', zh: '查看职位' },
    networkCardTitle: { en: 'Service Network', zh: '服务网络' },
    networkCardText: {
      en: 'Find the service centre or office nearest to your plant.',
      zh: '查找离您的装置最近的服务中心或办事处。',
    },
    networkCardButton: { en: 'Find an office', zh: '查找网点' },
    recordsTitle: { en: 'Message Records', zh: '留言记录' },
    recordsText: {
      en: 'Already left a message? Read the replies with your e-mail address and case number.',
      zh: '已经留言？凭邮箱和留言编号查看回复。',
    },
    recordsButton: { en: 'Check my message', zh: '查看我的留言' },
    networkTitle: { en: 'Our Global Network', zh: '全球服务网络' },
    networkText: {
      en: '{{count}} offices and service centres in China and abroad, coordinated from our Changzhou headquarters.',
      zh: '由常州总部统一协调，国内外共有 {{count}} 个办事处和服务中心。',
    },
    networkMore: { en: 'About Maple River', zh: '了解枫河' },
  },
  messageRecord: {
    title: { en: 'Message Records', zh: '留言记录' },
    description: {
      en: 'Look up a message you left for Maple River Controls: read replies, add a comment or close it.',
      zh: '查询您在枫河控制阀的留言：查看回复、补充留言或关闭留言。',
    },
    heading: { en: 'Follow Up on Your Message', zh: '跟进您的留言' },
    intro: {
      en: 'Enter the e-mail address you used and the case number we gave you to read our replies, add a comment or close the message once your question is answered.',
      zh: '输入留言时使用的邮箱和我们提供的留言编号，即可查看回复、补充说明，问题解决后也可关闭留言。',
    },
    whereTitle: { en: 'Where to find your case number', zh: '在哪里找到留言编号' },
    where: {
      en: [
        'It is shown on screen right after you send a message.',
        'It is in the confirmation e-mail we send to your address, for example MR261121-7KQ4XD.',
      ],
      zh: [
        '提交留言后，页面上会立即显示留言编号。',
        '我们发送到您邮箱的确认邮件中也附有留言编号，例如 MR261121-7KQ4XD。',
      ],
    },
    helpTitle: { en: 'Lost your case number?', zh: '找不到留言编号？' },
    helpText: {
      en: 'Call our service hotline or write to us and we will find your message for you.',
      zh: '请拨打服务热线或发送邮件，我们会帮您找到留言。',
    },
    newMessage: { en: 'Leave a new message', zh: '重新留言' },
  },
} satisfies Bilingual;
