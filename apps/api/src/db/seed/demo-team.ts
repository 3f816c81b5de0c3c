import type { TeamBio, TeamRole } from '@rally/shared'
import type { Transaction } from '../client.ts'
import { teamMembers } from '../schema/index.ts'

type TeamSeed = {
  name: string
  slug: string
  role: TeamRole
  bio: TeamBio
  linkedin: string | null
  x: string | null
  website: string | null
}

/** The core team the demo shows on /team and the home page; avatars are drawn from the slug under /media. */
export const demoTeam: TeamSeed[] = [
  {
    name: 'Arjun Mehta',
    slug: 'arjun-mehta',
    role: 'founder',
    linkedin: 'https://www.linkedin.com/in/arjun-mehta-rally',
    x: 'https://x.com/arjunplays',
    website: 'https://arjunmehta.in',
    bio: {
      en: 'Former state-level tennis player from Pune who started Rally after years of searching for sparring partners in a new city.',
      es: 'Extenista de nivel estatal de Pune que fundó Rally tras años buscando compañeros de entrenamiento en una ciudad nueva.',
      fr: 'Ancien joueur de tennis de niveau régional à Pune, il a créé Rally après des années à chercher des partenaires d’entraînement dans une nouvelle ville.',
      de: 'Ehemaliger Tennisspieler auf Landesebene aus Pune, der Rally gründete, nachdem er jahrelang in einer neuen Stadt Trainingspartner gesucht hatte.',
      it: 'Ex tennista di livello statale di Pune, ha fondato Rally dopo anni passati a cercare compagni di allenamento in una nuova città.',
      pt: 'Ex-tenista de nível estadual de Pune que criou a Rally depois de anos procurando parceiros de treino numa cidade nova.',
      zh: '来自浦那的前邦级网球选手，在新城市苦寻陪练多年后创办了 Rally。',
      id: 'Mantan petenis tingkat negara bagian dari Pune yang mendirikan Rally setelah bertahun-tahun mencari teman latih tanding di kota baru.',
      ms: 'Bekas pemain tenis peringkat negeri dari Pune yang mengasaskan Rally selepas bertahun-tahun mencari rakan latihan di bandar baharu.',
      ru: 'Бывший теннисист уровня штата из Пуны, создавший Rally после долгих поисков спарринг-партнёров в новом городе.',
      th: 'อดีตนักเทนนิสระดับรัฐจากปูเน่ ผู้ก่อตั้ง Rally หลังจากใช้เวลาหลายปีหาคู่ซ้อมในเมืองใหม่',
      ja: 'プネー出身の元州レベルのテニス選手。新しい街で何年も練習相手を探した経験から Rally を立ち上げました。',
      ko: '푸네 출신의 전 주 대표급 테니스 선수로, 새 도시에서 수년간 연습 상대를 찾아 헤맨 끝에 Rally를 창업했습니다.',
    },
  },
  {
    name: 'Kavya Reddy',
    slug: 'kavya-reddy',
    role: 'technology',
    linkedin: 'https://www.linkedin.com/in/kavya-reddy-rally',
    x: null,
    website: 'https://kavyareddy.dev',
    bio: {
      en: 'Builds the booking, payment and video-call systems; plays badminton doubles every Sunday in Hyderabad.',
      es: 'Construye los sistemas de reservas, pagos y videollamadas; juega dobles de bádminton cada domingo en Hyderabad.',
      fr: 'Conçoit les systèmes de réservation, de paiement et d’appels vidéo ; joue au badminton en double chaque dimanche à Hyderabad.',
      de: 'Entwickelt die Buchungs-, Zahlungs- und Videoanrufsysteme; spielt jeden Sonntag Badminton-Doppel in Hyderabad.',
      it: 'Sviluppa i sistemi di prenotazione, pagamento e videochiamata; gioca a badminton in doppio ogni domenica a Hyderabad.',
      pt: 'Constrói os sistemas de reservas, pagamentos e videochamadas; joga badminton em duplas todos os domingos em Hyderabad.',
      zh: '负责预约、支付和视频通话系统的开发；每个星期天在海得拉巴打羽毛球双打。',
      id: 'Membangun sistem pemesanan, pembayaran, dan panggilan video; bermain ganda bulu tangkis setiap Minggu di Hyderabad.',
      ms: 'Membina sistem tempahan, pembayaran dan panggilan video; bermain badminton beregu setiap Ahad di Hyderabad.',
      ru: 'Разрабатывает системы бронирования, оплаты и видеозвонков; по воскресеньям играет в парный бадминтон в Хайдарабаде.',
      th: 'ดูแลการพัฒนาระบบการจอง การชำระเงิน และวิดีโอคอล เล่นแบดมินตันประเภทคู่ทุกวันอาทิตย์ที่ไฮเดอราบาด',
      ja: '予約・決済・ビデオ通話のシステムを開発。毎週日曜日にハイデラバードでバドミントンのダブルスを楽しんでいます。',
      ko: '예약, 결제, 화상 통화 시스템을 만듭니다. 매주 일요일 하이데라바드에서 배드민턴 복식을 칩니다.',
    },
  },
  {
    name: 'Siti Rahmawati',
    slug: 'siti-rahmawati',
    role: 'community',
    linkedin: 'https://www.linkedin.com/in/siti-rahmawati-rally',
    x: 'https://x.com/sitiplaysbadminton',
    website: null,
    bio: {
      en: 'Grew up in a Jakarta badminton club and now runs Rally’s player community, events and support across Southeast Asia.',
      es: 'Creció en un club de bádminton de Yakarta y hoy dirige la comunidad de jugadores, los eventos y el soporte de Rally en el Sudeste Asiático.',
      fr: 'A grandi dans un club de badminton de Jakarta et dirige aujourd’hui la communauté de joueurs, les événements et l’assistance de Rally en Asie du Sud-Est.',
      de: 'Wuchs in einem Badmintonverein in Jakarta auf und leitet heute Rallys Spielergemeinschaft, Events und Support in Südostasien.',
      it: 'Cresciuta in un club di badminton di Giacarta, oggi guida la community di giocatori, gli eventi e l’assistenza di Rally nel Sud-est asiatico.',
      pt: 'Cresceu num clube de badminton de Jacarta e hoje lidera a comunidade de jogadores, os eventos e o suporte da Rally no Sudeste Asiático.',
      zh: '在雅加达的羽毛球俱乐部长大，现在负责 Rally 在东南亚的球员社区、活动和客户支持。',
      id: 'Besar di klub bulu tangkis Jakarta dan kini memimpin komunitas pemain, acara, dan layanan bantuan Rally di Asia Tenggara.',
      ms: 'Membesar di kelab badminton Jakarta dan kini mengetuai komuniti pemain, acara dan sokongan Rally di Asia Tenggara.',
      ru: 'Выросла в бадминтонном клубе Джакарты, а теперь руководит сообществом игроков, мероприятиями и поддержкой Rally в Юго-Восточной Азии.',
      th: 'เติบโตมาในชมรมแบดมินตันที่จาการ์ตา ปัจจุบันดูแลชุมชนผู้เล่น กิจกรรม และฝ่ายช่วยเหลือของ Rally ทั่วเอเชียตะวันออกเฉียงใต้',
      ja: 'ジャカルタのバドミントンクラブで育ち、現在は東南アジアでの Rally のプレーヤーコミュニティ、イベント、サポートを率いています。',
      ko: '자카르타의 배드민턴 클럽에서 자랐고, 지금은 동남아시아에서 Rally의 선수 커뮤니티, 이벤트, 고객 지원을 이끌고 있습니다.',
    },
  },
  {
    name: 'Priya Nair',
    slug: 'priya-nair',
    role: 'specialists',
    linkedin: 'https://www.linkedin.com/in/priya-nair-rally',
    x: null,
    website: null,
    bio: {
      en: 'Sports physiotherapist who reviews every specialist’s certificates and references before their profile goes live.',
      es: 'Fisioterapeuta deportiva que revisa los certificados y referencias de cada especialista antes de publicar su perfil.',
      fr: 'Kinésithérapeute du sport, elle vérifie les certificats et les références de chaque spécialiste avant la mise en ligne de son profil.',
      de: 'Sportphysiotherapeutin, die die Zertifikate und Referenzen jedes Spezialisten prüft, bevor sein Profil online geht.',
      it: 'Fisioterapista sportiva che verifica certificati e referenze di ogni specialista prima che il suo profilo venga pubblicato.',
      pt: 'Fisioterapeuta esportiva que verifica os certificados e as referências de cada especialista antes de o perfil ser publicado.',
      zh: '运动理疗师，在每位专家的资料上线前审核其证书和推荐人。',
      id: 'Fisioterapis olahraga yang memeriksa sertifikat dan referensi setiap spesialis sebelum profilnya tayang.',
      ms: 'Ahli fisioterapi sukan yang menyemak sijil dan rujukan setiap pakar sebelum profil mereka disiarkan.',
      ru: 'Спортивный физиотерапевт: проверяет сертификаты и рекомендации каждого специалиста до публикации его профиля.',
      th: 'นักกายภาพบำบัดทางการกีฬา ผู้ตรวจสอบใบรับรองและผู้รับรองของผู้เชี่ยวชาญทุกคนก่อนเปิดโปรไฟล์',
      ja: 'スポーツ理学療法士。各スペシャリストのプロフィール公開前に、資格証明と推薦者を確認しています。',
      ko: '스포츠 물리치료사로, 모든 전문가의 프로필이 공개되기 전에 자격증과 추천인을 검토합니다.',
    },
  },
  {
    name: 'Daniel Tan',
    slug: 'daniel-tan',
    role: 'partnerships',
    linkedin: 'https://www.linkedin.com/in/daniel-tan-rally',
    x: 'https://x.com/danieltan_kl',
    website: null,
    bio: {
      en: 'Works with academies and clubs from Kuala Lumpur to Singapore to bring their coaches and vacancies onto Rally.',
      es: 'Trabaja con academias y clubes de Kuala Lumpur a Singapur para traer a Rally sus entrenadores y vacantes.',
      fr: 'Travaille avec les académies et les clubs de Kuala Lumpur à Singapour pour amener leurs entraîneurs et leurs offres d’emploi sur Rally.',
      de: 'Arbeitet mit Akademien und Vereinen von Kuala Lumpur bis Singapur, um ihre Trainer und offenen Stellen auf Rally zu bringen.',
      it: 'Collabora con accademie e club da Kuala Lumpur a Singapore per portare su Rally i loro allenatori e le loro offerte di lavoro.',
      pt: 'Trabalha com academias e clubes de Kuala Lumpur a Singapura para trazer os seus treinadores e vagas para a Rally.',
      zh: '与从吉隆坡到新加坡的学院和俱乐部合作，把他们的教练和职位空缺带到 Rally。',
      id: 'Bekerja sama dengan akademi dan klub dari Kuala Lumpur hingga Singapura untuk menghadirkan pelatih dan lowongan mereka di Rally.',
      ms: 'Bekerjasama dengan akademi dan kelab dari Kuala Lumpur hingga Singapura untuk membawa jurulatih dan kekosongan jawatan mereka ke Rally.',
      ru: 'Работает с академиями и клубами от Куала-Лумпура до Сингапура, чтобы их тренеры и вакансии появились на Rally.',
      th: 'ทำงานร่วมกับสถาบันและสโมสรตั้งแต่กัวลาลัมเปอร์ถึงสิงคโปร์ เพื่อนำโค้ชและตำแหน่งงานของพวกเขามาสู่ Rally',
      ja: 'クアラルンプールからシンガポールまでのアカデミーやクラブと連携し、コーチや求人を Rally に迎えています。',
      ko: '쿠알라룸푸르에서 싱가포르까지 아카데미와 클럽과 협력해 그들의 코치와 채용 공고를 Rally로 가져옵니다.',
    },
  },
  {
    name: 'Michael Brooks',
    slug: 'michael-brooks',
    role: 'operations',
    linkedin: 'https://www.linkedin.com/in/michael-brooks-rally',
    x: null,
    website: 'https://michaelbrooks.us',
    bio: {
      en: 'Runs payments, refunds and day-to-day operations from Austin; a college tennis player turned weekend hitting partner.',
      es: 'Dirige pagos, reembolsos y operaciones diarias desde Austin; fue tenista universitario y hoy es compañero de peloteo los fines de semana.',
      fr: 'Gère les paiements, les remboursements et les opérations quotidiennes depuis Austin ; ancien joueur de tennis universitaire devenu partenaire d’échange le week-end.',
      de: 'Verantwortet Zahlungen, Erstattungen und den Tagesbetrieb von Austin aus; früher College-Tennisspieler, heute Trainingspartner am Wochenende.',
      it: 'Gestisce pagamenti, rimborsi e operazioni quotidiane da Austin; ex tennista universitario, oggi compagno di palleggio nel fine settimana.',
      pt: 'Cuida de pagamentos, reembolsos e operações do dia a dia a partir de Austin; ex-tenista universitário, hoje parceiro de treino aos fins de semana.',
      zh: '在奥斯汀负责支付、退款和日常运营；曾是大学网球选手，如今是周末的陪练搭档。',
      id: 'Mengelola pembayaran, pengembalian dana, dan operasional harian dari Austin; mantan petenis kampus yang kini menjadi teman latihan di akhir pekan.',
      ms: 'Menguruskan pembayaran, bayaran balik dan operasi harian dari Austin; bekas pemain tenis kolej yang kini menjadi rakan latihan hujung minggu.',
      ru: 'Отвечает за платежи, возвраты и повседневную работу из Остина; бывший университетский теннисист, а теперь партнёр по игре по выходным.',
      th: 'ดูแลการชำระเงิน การคืนเงิน และงานปฏิบัติการประจำวันจากออสติน อดีตนักเทนนิสระดับมหาวิทยาลัยที่ตอนนี้เป็นคู่ซ้อมช่วงสุดสัปดาห์',
      ja: 'オースティンを拠点に決済、返金、日々の運営を担当。大学テニス出身で、今は週末の練習相手です。',
      ko: '오스틴에서 결제, 환불, 일상 운영을 맡고 있습니다. 대학 테니스 선수 출신으로 지금은 주말 연습 파트너입니다.',
    },
  },
]

/** Inserts the demo core team in the order shown. */
export async function seedDemoTeam(tx: Transaction): Promise<number> {
  await tx.insert(teamMembers).values(
    demoTeam.map(({ slug, ...member }, index) => ({
      ...member,
      photo: `/media/avatars/${slug}.svg`,
      sortOrder: (index + 1) * 10,
    })),
  )
  return demoTeam.length
}
