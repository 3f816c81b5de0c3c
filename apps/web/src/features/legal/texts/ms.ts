/** The legal documents in Malay, translated from `en.ts` (same keys, entries and placeholders). */
import type { LegalTexts } from './en.ts'

const texts: LegalTexts = {
  ui: {
    version: 'Versi {{version}}',
    effectiveDate: 'Berkuat kuasa mulai {{date}}',
    contents: 'Di halaman ini',
    otherDocuments: 'Dasar lain',
    questions: 'Ada soalan tentang dokumen ini? Sila hantar e-mel ke {{supportEmail}}.',
    termsUpdate: {
      title: 'Terma dan Syarat kami telah berubah',
      body: 'Kami telah menerbitkan Terma dan Syarat versi {{version}}, yang berkuat kuasa mulai {{date}}. Sila baca perubahannya dan terimanya untuk terus menggunakan akaun anda.',
      whatChanged: 'Perubahan dalam Terma dan Syarat',
      privacyPolicy: 'Dasar Privasi',
      accept: 'Saya terima',
      accepting: 'Menyimpan...',
      failed: 'Penerimaan anda tidak dapat disimpan. Sila cuba lagi.',
    },
  },

  privacyPolicy: {
    title: 'Dasar Privasi',
    description:
      'Cara Rally mengumpul, menggunakan, berkongsi dan melindungi data peribadi pemain, ibu bapa, jurulatih, rakan sparring dan akademi, serta hak yang anda miliki ke atas data tersebut.',
    sections: {
      whoWeAre: {
        heading: 'Siapa kami',
        body: [
          'Rally ialah pasaran dalam talian untuk sukan raket (tenis dan badminton) yang dikendalikan oleh {{companyName}}, sebuah syarikat yang didaftarkan di India ("Rally", "kami"). Pemain dan ibu bapa menggunakan Rally untuk menempah rakan sparring dan pakar sukan, mengikuti sesi video bersama jurulatih, serta mencari akademi dan pekerjaan dari mana-mana sahaja di seluruh dunia.',
          '{{companyName}} ialah pengawal data ("data fiduciary" di bawah undang-undang India) bagi data peribadi yang diterangkan dalam dasar ini. Anda boleh menghubungi kami di {{supportEmail}} atau {{supportPhone}} mengenai apa-apa perkara dalam dasar ini.',
        ],
      },
      dataWeCollect: {
        heading: 'Data yang kami kumpul',
        body: [
          'Kami hanya mengumpul data yang kami perlukan untuk mengendalikan pasaran ini:',
          '- Data akaun daripada log masuk Google: nama, alamat e-mel, gambar profil dan pengecam akaun Google anda. Kami tidak pernah melihat kata laluan Google anda.',
          '- Data profil yang anda berikan kepada kami: nama pengguna, peranan (pemain, ibu bapa, jurulatih, rakan sparring atau akademi), nombor telefon dan WhatsApp, negara dan bandar, sukan, tahap permainan, biografi, yuran dan waktu kelapangan.',
          '- Fail yang anda muat naik: foto profil, CV, sijil, logo akademi dan gambar galeri.',
          '- Data tempahan: siapa yang menempah siapa, sukan, tarikh dan masa yang diminta, mesej yang anda tulis dalam borang tempahan, dan status setiap tempahan.',
          '- Data pembayaran: jumlah, mata wang, kaedah dan status sesuatu pembayaran serta pengecam yang dikembalikan oleh penyedia pembayaran kami. Butiran kad dan UPI dimasukkan di halaman penyedia pembayaran; kami tidak menerima atau menyimpan nombor kad atau PIN UPI.',
          '- Penilaian, ulasan, testimoni, catatan blog dan kandungan lain yang anda terbitkan.',
          '- Data teknikal: pilihan bahasa anda, halaman yang anda minta, alamat IP dan jenis pelayar anda, yang disimpan dalam log pelayan untuk memastikan keselamatan perkhidmatan.',
        ],
      },
      howWeUse: {
        heading: 'Cara kami menggunakan data anda',
        body: [
          '- Untuk membuat dan melindungi akaun anda serta mengekalkan anda dalam keadaan log masuk.',
          '- Untuk memaparkan profil awam anda kepada orang yang mencari rakan sparring, pakar atau akademi, jika anda memilih peranan yang mempunyai profil awam.',
          '- Untuk menguruskan tempahan: kami memberikan nama dan butiran hubungan anda kepada orang yang anda tempah, dan butiran mereka kepada anda, supaya sesi dapat dijalankan.',
          '- Untuk menerima pembayaran, membuat bayaran balik dan menyimpan rekod perakaunan yang dikehendaki oleh undang-undang.',
          '- Untuk membuat pautan sesi video bagi sesi yang telah ditempah.',
          '- Untuk menghantar e-mel kepada anda tentang akaun, tempahan, pembayaran dan bayaran balik anda, serta jawapan kepada mesej anda.',
          '- Untuk memaparkan penilaian dan ulasan, dan untuk menyederhanakan kandungan yang melanggar Terma dan Syarat kami.',
          '- Untuk mencegah penipuan dan penyalahgunaan, dan untuk membetulkan ralat.',
          'Kami tidak menjual data peribadi anda, dan kami tidak menggunakannya untuk pengiklanan oleh pihak ketiga.',
        ],
      },
      legalBases: {
        heading: 'Asas kami dibenarkan menggunakannya',
        body: [
          'Kami menggunakan data anda untuk melaksanakan kontrak kami dengan anda (akaun dan tempahan anda), kerana anda telah memberikan persetujuan (contohnya untuk profil awam atau e-mel pilihan), untuk mematuhi kewajipan undang-undang (rekod cukai dan perakaunan), dan demi kepentingan sah kami untuk memastikan Rally selamat dan berfungsi. Jika undang-undang negara anda mensyaratkan persetujuan, kami akan memintanya, dan anda boleh menariknya balik pada bila-bila masa tanpa menjejaskan apa yang telah dilakukan sebelum itu.',
        ],
      },
      sharing: {
        heading: 'Dengan siapa kami berkongsi data',
        body: [
          'Kami berkongsi data peribadi hanya dengan pihak yang memerlukannya untuk menyediakan perkhidmatan, di bawah kontrak yang mewajibkan mereka melindunginya:',
          '- Jurulatih, rakan sparring, akademi atau pemain yang menjadi pihak satu lagi dalam sesuatu tempahan.',
          '- Google, untuk log masuk anda.',
          '- Razorpay, penyedia pembayaran kami, untuk memproses pembayaran melalui kad, UPI dan kaedah lain serta bayaran balik.',
          '- Zoom atau Jitsi, untuk mengendalikan sesi video.',
          '- Penyedia pengehosan, storan dan e-mel kami.',
          '- Pihak berkuasa, apabila dikehendaki oleh undang-undang atau untuk melindungi hak dan keselamatan pengguna kami.',
        ],
      },
      storage: {
        heading: 'Di mana data anda disimpan',
        body: [
          'Data anda disimpan pada pelayan di India. Apabila orang di luar India menggunakan Rally, data mereka dipindahkan ke India; apabila penyedia perkhidmatan kami memproses data di negara lain, kami bergantung pada perlindungan yang diiktiraf oleh undang-undang, seperti klausa kontrak standard Suruhanjaya Eropah bagi data dari Kawasan Ekonomi Eropah, United Kingdom dan Switzerland.',
        ],
      },
      retention: {
        heading: 'Berapa lama kami menyimpannya',
        body: [
          'Kami menyimpan data akaun anda selagi akaun anda wujud. Apabila anda memadamkan akaun anda, kami memadamkan atau menjadikan tanpa nama profil, muat naik dan butiran hubungan anda dalam tempoh yang munasabah, kecuali apa yang wajib kami simpan mengikut undang-undang: rekod pembayaran dan invois disimpan bagi tempoh yang dikehendaki oleh undang-undang cukai dan perakaunan India. Log pelayan disimpan untuk tempoh yang singkat dan kemudian dipadamkan.',
        ],
      },
      yourRights: {
        heading: 'Hak anda',
        body: [
          'Di mana-mana sahaja anda tinggal, anda boleh meminta kami untuk:',
          '- menunjukkan data peribadi tentang anda yang kami simpan dan memberikan salinannya kepada anda;',
          '- membetulkan data yang tidak tepat atau tidak lengkap (anda juga boleh menyunting profil anda sendiri);',
          '- memadamkan data dan akaun anda;',
          '- menyekat atau membantah sebahagian penggunaan data anda, dan menarik balik persetujuan yang telah anda berikan;',
          '- menerima data yang anda berikan kepada kami dalam format mudah alih.',
          'Hantar e-mel ke {{supportEmail}} daripada alamat e-mel akaun anda. Kami akan menjawab dalam tempoh yang ditetapkan oleh undang-undang. Jika anda tinggal di Kawasan Ekonomi Eropah atau United Kingdom, anda juga boleh membuat aduan kepada pihak berkuasa perlindungan data anda, dan di India kepada Lembaga Perlindungan Data India (Data Protection Board of India); namun kami berharap diberi peluang untuk menyelesaikan kebimbangan anda terlebih dahulu.',
        ],
      },
      children: {
        heading: 'Kanak-kanak',
        body: [
          'Anda mesti berumur sekurang-kurangnya {{minimumAge}} tahun untuk membuat akaun. Pemain muda mengambil bahagian melalui ibu bapa atau penjaga, yang membuat akaun, membuat tempahan dan bertanggungjawab ke atasnya. Kami tidak dengan sengaja mengumpul data peribadi kanak-kanak melalui akaun; jika anda percaya seorang kanak-kanak telah memberikan data peribadi kepada kami, hantar e-mel ke {{supportEmail}} dan kami akan memadamkannya.',
        ],
      },
      security: {
        heading: 'Cara kami melindunginya',
        body: [
          'Kami menyulitkan data semasa penghantaran, mengesahkan setiap log masuk dengan Google, memastikan sesi log masuk boleh dibatalkan, mengehadkan akses kepada data peribadi kepada orang yang memerlukannya sahaja, dan menyemak pengesahan pembayaran dengan penyedia pembayaran kami. Tiada sistem yang benar-benar selamat; jika berlaku pelanggaran yang menjejaskan data anda, kami akan memaklumkan anda dan pihak berkuasa sebagaimana yang dikehendaki oleh undang-undang.',
        ],
      },
      cookies: {
        heading: 'Kuki dan storan setempat',
        body: [
          'Rally menyimpan sesi log masuk dan pilihan bahasa anda dalam pelayar anda supaya anda kekal log masuk dan dapat membaca laman ini dalam bahasa anda. Borang tempahan menyimpan apa yang anda taip dalam pelayar anda sehingga anda menghantarnya. Kami tidak menggunakan kuki pengiklanan. Google dan Razorpay mungkin menetapkan kuki mereka sendiri semasa anda log masuk atau membuat pembayaran.',
        ],
      },
      changes: {
        heading: 'Perubahan kepada dasar ini',
        body: [
          'Apabila kami mengubah dasar ini, kami menerbitkan versi baharu di sini bersama nombor versi dan tarikh berkuat kuasanya. Jika perubahan itu penting kepada cara kami menggunakan data anda, kami akan memaklumkan anda melalui e-mel atau di laman ini sebelum perubahan itu berkuat kuasa.',
        ],
      },
      contact: {
        heading: 'Hubungi kami',
        body: [
          'Untuk soalan atau permintaan berkaitan privasi, hantar e-mel ke {{supportEmail}}, hubungi {{supportPhone}} atau hantar mesej WhatsApp kepada kami di {{whatsappNumber}}.',
        ],
      },
    },
  },

  termsAndConditions: {
    title: 'Terma dan Syarat',
    description:
      'Peraturan penggunaan Rally: akaun, tempahan dengan rakan sparring, pakar dan akademi, pembayaran, sesi video, kandungan yang anda terbitkan, dan tanggungjawab kami.',
    sections: {
      changes: {
        heading: 'Perubahan dalam versi ini',
        body: [
          '- Bayaran balik dan pembatalan kini tertakluk kepada Dasar Bayaran Balik dan Pembatalan serta Dasar Penukaran dan Bayaran Balik kami, yang merupakan sebahagian daripada terma ini.',
          '- Kami kini merekodkan versi terma ini yang telah anda terima dan meminta anda menerimanya semula apabila terma ini berubah.',
          '- Peraturan bagi kandungan yang anda terbitkan (ulasan, testimoni dan catatan blog) kini dinyatakan dalam bahagian tersendiri.',
        ],
      },
      agreement: {
        heading: 'Perjanjian',
        body: [
          'Terma ini ialah perjanjian antara anda dan {{companyName}}, sebuah syarikat yang didaftarkan di India, yang mengendalikan Rally. Dengan membuat akaun atau membuat tempahan, anda menerima terma ini dan Dasar Privasi kami. Jika anda tidak menerimanya, jangan gunakan Rally.',
        ],
      },
      eligibility: {
        heading: 'Siapa yang boleh menggunakan Rally',
        body: [
          '- Anda mesti berumur sekurang-kurangnya {{minimumAge}} tahun untuk membuat akaun. Ibu bapa atau penjaga boleh membuat akaun dan menempah sesi untuk pemain yang lebih muda, dan bertanggungjawab atas penggunaan Rally oleh pemain tersebut.',
          '- Akaun diperlukan untuk menggunakan perkhidmatan platform selain melayari halaman awam. Anda log masuk dengan akaun Google.',
          '- Anda mesti memberikan maklumat yang tepat, lengkap dan terkini semasa mendaftar dan sentiasa mengemas kininya. Anda tidak boleh menyamar sebagai orang lain atau memegang lebih daripada satu akaun untuk peranan yang sama.',
          '- Anda bertanggungjawab atas segala perkara yang dilakukan melalui akaun anda. Maklumkan kami dengan segera di {{supportEmail}} jika anda fikir orang lain sedang menggunakannya.',
        ],
      },
      service: {
        heading: 'Perkhidmatan Rally',
        body: [
          'Rally menghubungkan pemain dan ibu bapa dengan rakan sparring, pakar sukan (jurulatih) dan akademi. Jurulatih, rakan sparring dan akademi adalah bebas: mereka bukan pekerja atau ejen kami, dan mereka bertanggungjawab atas sesi yang mereka berikan, maklumat pada profil mereka dan kelayakan mereka sendiri. Kami menyemak profil sebelum ia disenaraikan, tetapi kami tidak menjamin hasil mana-mana sesi.',
        ],
      },
      bookings: {
        heading: 'Tempahan',
        body: [
          '- Tempahan ialah permintaan kepada orang atau akademi yang anda pilih. Tempahan hanya disahkan apabila mereka menerimanya; mereka juga boleh menolaknya.',
          '- Anda hanya boleh mempunyai satu permintaan tempahan yang masih terbuka pada satu masa.',
          '- Sesi pakar dijalankan melalui panggilan video (Zoom atau Jitsi); pautannya dihantar apabila sesi diterima. Hadir tepat pada masanya dan pastikan kamera, mikrofon dan sambungan anda berfungsi.',
          '- Sesi sparring dijalankan di tempat dan pada masa yang anda persetujui dengan rakan sparring anda. Patuhi peraturan tempat permainan dan bermain dengan selamat; anda mengambil bahagian dalam aktiviti fizikal atas risiko anda sendiri, dalam had yang dibenarkan oleh undang-undang.',
        ],
      },
      payments: {
        heading: 'Yuran dan pembayaran',
        body: [
          'Yuran tempahan dipaparkan sebelum anda membuat pembayaran ({{bookingFees}} bagi tempahan standard). Anda boleh membayar dalam talian menggunakan kad, UPI atau kaedah lain yang ditawarkan oleh penyedia pembayaran kami, Razorpay, dengan mengimbas kod QR UPI kami, atau memilih Bayar Kemudian jika ditawarkan dan membayar sebelum sesi. Harga termasuk cukai yang berkenaan melainkan dinyatakan sebaliknya. Tempahan yang dibayar dalam talian hanya direkodkan apabila penyedia pembayaran mengesahkan pembayaran tersebut.',
        ],
      },
      cancellations: {
        heading: 'Pembatalan dan bayaran balik',
        body: [
          'Anda boleh membatalkan tempahan pada bila-bila masa; pembatalan berkuat kuasa serta-merta dan tidak dikenakan sebarang caj tambahan. Sama ada wang anda dikembalikan atau tidak ditentukan oleh Dasar Bayaran Balik dan Pembatalan serta Dasar Penukaran dan Bayaran Balik kami, yang merupakan sebahagian daripada terma ini.',
        ],
      },
      content: {
        heading: 'Kandungan yang anda terbitkan',
        body: [
          'Anda mengekalkan hak ke atas foto, CV, sijil, ulasan, testimoni dan catatan blog yang anda terbitkan di Rally, dan anda memberi kami lesen bukan eksklusif, di seluruh dunia dan bebas royalti untuk mengehos, memaparkan dan menyesuaikannya (contohnya mengubah saiz gambar) bagi mengendalikan dan mempromosikan perkhidmatan. Anda mengesahkan bahawa anda berhak menerbitkannya dan bahawa kandungan tersebut benar.',
          'Ulasan dan penilaian mesti menggambarkan pengalaman anda sendiri. Anda tidak boleh menerbitkan kandungan yang menyalahi undang-undang, mengelirukan, berunsur kebencian, bersifat gangguan, berunsur seksual, melanggar hak orang lain, atau mengiklankan perkhidmatan lain. Kami boleh menyemak, menyembunyikan atau mengalih keluar kandungan dan menggantung akaun yang melanggar peraturan ini.',
        ],
      },
      conduct: {
        heading: 'Penggunaan yang dibenarkan',
        body: [
          '- Layan pemain, ibu bapa, jurulatih dan akademi lain dengan hormat, dalam talian dan di gelanggang.',
          '- Jangan gunakan Rally untuk menghubungi orang bagi tujuan selain sukan, menghantar spam, atau mengatur pembayaran di luar Rally bagi tempahan yang dibuat di Rally.',
          '- Jangan cuba merosakkan, membebankan secara berlebihan, mengikis data (scraping) atau melakukan kejuruteraan balikan ke atas perkhidmatan, atau mencapai data yang bukan milik anda.',
          '- Lindungi golongan bawah umur: sesi dengan pemain muda dijalankan dengan pengetahuan ibu bapa atau penjaga.',
        ],
      },
      suspension: {
        heading: 'Penggantungan dan penutupan akaun anda',
        body: [
          'Anda boleh menutup akaun anda pada bila-bila masa dengan menghantar e-mel ke {{supportEmail}}. Kami boleh menggantung atau menutup akaun yang melanggar terma ini atau Dasar Privasi, yang memberikan maklumat palsu, atau yang membahayakan pengguna lain; jika boleh, kami akan memaklumkan sebabnya kepada anda terlebih dahulu. Pelanggaran terma ini atau Dasar Privasi juga menamatkan sebarang hak untuk mendapatkan bayaran balik.',
        ],
      },
      liability: {
        heading: 'Tanggungjawab kami',
        body: [
          'Kami menyediakan Rally dengan penjagaan dan kemahiran yang munasabah, tetapi kami tidak dapat menjanjikan bahawa ia akan sentiasa tersedia atau bebas daripada ralat. Setakat yang dibenarkan oleh undang-undang, kami tidak bertanggungan atas kerugian tidak langsung atau kerugian berbangkit, dan jumlah keseluruhan tanggungan kami bagi sebarang tuntutan berkaitan sesuatu tempahan adalah terhad kepada jumlah yang anda bayar kepada kami bagi tempahan tersebut. Tiada apa-apa dalam terma ini mengehadkan tanggungan yang tidak boleh dihadkan oleh undang-undang, atau hak anda sebagai pengguna di bawah undang-undang negara anda.',
        ],
      },
      law: {
        heading: 'Undang-undang yang mentadbir dan pertikaian',
        body: [
          'Terma ini ditadbir oleh undang-undang India. Sila hubungi kami terlebih dahulu supaya kami boleh berusaha menyelesaikan sebarang pertikaian. Jika tidak, mahkamah di Bengaluru, India mempunyai bidang kuasa, tanpa melucutkan perlindungan yang diberikan kepada anda oleh undang-undang pengguna mandatori di negara tempat anda tinggal.',
        ],
      },
      updates: {
        heading: 'Perubahan kepada terma ini',
        body: [
          'Kami boleh mengubah terma ini apabila perkhidmatan atau undang-undang berubah. Kami menerbitkan setiap versi bersama nombor versi dan tarikh berkuat kuasanya, dan kami meminta pengguna yang telah log masuk untuk menerima versi baharu sebelum mereka terus menggunakan akaun mereka.',
        ],
      },
      contact: {
        heading: 'Hubungi kami',
        body: ['Soalan tentang terma ini: {{supportEmail}}, {{supportPhone}} atau WhatsApp {{whatsappNumber}}.'],
      },
    },
  },

  refundPolicy: {
    title: 'Dasar Bayaran Balik dan Pembatalan',
    description:
      'Jaminan wang dikembalikan Rally, bila sesuatu pembayaran dibayar balik, berapa lama bayaran balik mengambil masa untuk sampai, dan cara pembatalan tempahan berfungsi.',
    sections: {
      guarantee: {
        heading: 'Jaminan wang dikembalikan {{refundWindowDays}} hari kami',
        body: [
          'Jika anda tidak berpuas hati, anda boleh mendapatkan wang anda kembali dalam tempoh {{refundWindowDays}} hari dari pembelian pertama anda di Rally. Jaminan ini dikira dari tarikh pembelian pertama anda (tempahan berbayar atau langganan pertama anda).',
        ],
      },
      exclusions: {
        heading: 'Bila tiada bayaran balik',
        body: [
          'Sesuatu pembayaran tidak dibayar balik:',
          '- selepas penggunaan melebihi {{refundWindowDays}} hari;',
          '- apabila anda telah melanggar Terma dan Syarat atau Dasar Privasi kami;',
          '- apabila anda membayar pada kadar promosi atau kadar diskaun.',
        ],
      },
      howRefundsArrive: {
        heading: 'Cara anda menerima bayaran balik',
        body: [
          'Bayaran balik dikembalikan kepada kaedah pembayaran asal: kad, akaun UPI atau kaedah lain yang anda gunakan untuk membayar. Ia akan sampai dalam tempoh sehingga {{refundArrivalBusinessDays}} hari bekerja selepas kami meluluskannya; bank atau pengeluar kad anda kemudian menentukan bila ia dipaparkan dalam penyata anda.',
          'Jika anda membayar dengan mengimbas kod QR UPI kami, bayaran balik dikembalikan ke akaun UPI asal pembayaran itu. Tempahan yang dibuat dengan Bayar Kemudian dan belum dibayar, serta tempahan percuma, tidak mempunyai apa-apa untuk dibayar balik.',
        ],
      },
      cancellation: {
        heading: 'Membatalkan tempahan',
        body: [
          'Anda boleh membatalkan tempahan pada bila-bila masa melalui Tempahan saya. Pembatalan berkuat kuasa serta-merta, dan tiada caj tambahan untuk pembatalan. Apabila tempahan yang dibatalkan layak di bawah jaminan di atas, bayaran balik dimulakan secara automatik dan kami memaklumkan anda melalui e-mel.',
          'Apabila jurulatih, rakan sparring atau akademi menolak atau membatalkan tempahan yang telah anda bayar, anda boleh meminta bayaran balik atau penukaran seperti yang diterangkan dalam Dasar Penukaran dan Bayaran Balik kami.',
        ],
      },
      howToAsk: {
        heading: 'Cara meminta bayaran balik',
        body: [
          'Batalkan tempahan di Tempahan saya, atau hantar e-mel ke {{supportEmail}} daripada alamat e-mel akaun anda dengan menyatakan tempahan dan sebabnya. Anda juga boleh menghubungi {{supportPhone}} atau menghantar mesej WhatsApp kepada kami di {{whatsappNumber}}. Kami menjawab setiap permintaan dan memaklumkan keputusannya kepada anda melalui e-mel.',
        ],
      },
    },
  },

  exchangeAndRefundPolicy: {
    title: 'Dasar Penukaran dan Bayaran Balik',
    description:
      'Cara memindahkan tempahan Rally yang telah dibayar ke tarikh lain, pakar lain atau rakan sparring lain, dan bila anda mendapat wang anda kembali sebagai gantinya.',
    sections: {
      scope: {
        heading: 'Perkara yang diliputi oleh dasar ini',
        body: [
          'Rally menjual perkhidmatan, bukan barangan: sesi dengan rakan sparring dan pakar sukan, serta tempahan dengan akademi. "Penukaran" bermaksud memindahkan tempahan yang telah dibayar ke tarikh atau masa lain, atau kepada jurulatih, rakan sparring atau akademi lain, sebagai ganti bayaran balik. Dasar ini melengkapkan Dasar Bayaran Balik dan Pembatalan kami.',
        ],
      },
      exchanges: {
        heading: 'Menukar tempahan',
        body: [
          '- Tarikh atau masa lain: persetujui masa baharu dengan orang yang anda tempah, atau minta kami menguruskannya. Tempahan dan pembayarannya kekal sama.',
          '- Orang lain: jika jurulatih, rakan sparring atau akademi tidak dapat memberikan sesi, anda boleh memilih orang lain di Rally dengan yuran yang sama, dan pembayaran anda dipindahkan ke tempahan baharu.',
          '- Penukaran adalah percuma. Hantar e-mel ke {{supportEmail}} dengan menyatakan tempahan anda dan apa yang anda mahukan sebagai gantinya.',
        ],
      },
      whenDeclined: {
        heading: 'Apabila pihak satu lagi menolak atau membatalkan',
        body: [
          'Jika orang atau akademi yang anda tempah menolak permintaan anda, membatalkannya atau tidak hadir, anda boleh memilih: penukaran seperti di atas, atau wang anda dikembalikan ke kaedah pembayaran asal dalam tempoh sehingga {{refundArrivalBusinessDays}} hari bekerja.',
        ],
      },
      refunds: {
        heading: 'Bayaran balik sebagai ganti penukaran',
        body: [
          'Selain itu, bayaran balik tertakluk kepada Dasar Bayaran Balik dan Pembatalan kami: wang dikembalikan dalam tempoh {{refundWindowDays}} hari dari pembelian pertama anda, dibayar ke kaedah pembayaran asal dalam tempoh sehingga {{refundArrivalBusinessDays}} hari bekerja; tiada bayaran balik selepas penggunaan melebihi {{refundWindowDays}} hari, selepas pelanggaran Terma dan Syarat atau Dasar Privasi kami, atau bagi kadar promosi atau kadar diskaun.',
        ],
      },
      sessionQuality: {
        heading: 'Jika sesi tidak berjalan dengan baik',
        body: [
          'Jika sesi video tidak dapat dijalankan kerana masalah teknikal di pihak kami, atau sesuatu sesi jelas tidak seperti yang diterangkan dalam profil, maklumkan kami dalam tempoh bayaran balik di {{supportEmail}}. Kami menyemak setiap laporan dan menawarkan penukaran atau bayaran balik mengikut peraturan di atas.',
        ],
      },
      contact: {
        heading: 'Hubungi kami',
        body: [
          'Hantar e-mel ke {{supportEmail}}, hubungi {{supportPhone}} atau hantar mesej WhatsApp kepada kami di {{whatsappNumber}}.',
        ],
      },
    },
  },
}

export default texts
