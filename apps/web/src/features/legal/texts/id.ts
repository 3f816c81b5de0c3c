/** The legal documents in Indonesian, translated from `en.ts` (same keys, entries and placeholders). */
import type { LegalTexts } from './en.ts'

const texts: LegalTexts = {
  ui: {
    version: 'Versi {{version}}',
    effectiveDate: 'Berlaku sejak {{date}}',
    contents: 'Di halaman ini',
    otherDocuments: 'Kebijakan lainnya',
    questions: 'Ada pertanyaan tentang dokumen ini? Silakan kirim surel ke {{supportEmail}}.',
    termsUpdate: {
      title: 'Syarat dan Ketentuan kami telah berubah',
      body: 'Kami telah menerbitkan Syarat dan Ketentuan versi {{version}}, yang berlaku sejak {{date}}. Silakan baca perubahannya dan setujui agar Anda dapat terus menggunakan akun Anda.',
      whatChanged: 'Perubahan dalam Syarat dan Ketentuan',
      privacyPolicy: 'Kebijakan Privasi',
      accept: 'Saya setuju',
      accepting: 'Menyimpan...',
      failed: 'Persetujuan Anda tidak dapat disimpan. Silakan coba lagi.',
    },
  },

  privacyPolicy: {
    title: 'Kebijakan Privasi',
    description:
      'Cara Rally mengumpulkan, menggunakan, membagikan, dan melindungi data pribadi pemain, orang tua, pelatih, teman sparing, dan akademi, serta hak-hak yang Anda miliki atas data tersebut.',
    sections: {
      whoWeAre: {
        heading: 'Siapa kami',
        body: [
          'Rally adalah platform marketplace untuk olahraga raket (tenis dan bulu tangkis) yang dioperasikan oleh {{companyName}}, sebuah perusahaan yang terdaftar di India ("Rally", "kami"). Pemain dan orang tua menggunakan Rally untuk memesan teman sparing dan spesialis olahraga, mengikuti sesi video bersama pelatih, serta menemukan akademi dan lowongan kerja dari mana saja di seluruh dunia.',
          '{{companyName}} adalah pengendali data ("data fiduciary" menurut hukum India) atas data pribadi yang dijelaskan dalam kebijakan ini. Anda dapat menghubungi kami di {{supportEmail}} atau {{supportPhone}} mengenai hal apa pun dalam kebijakan ini.',
        ],
      },
      dataWeCollect: {
        heading: 'Data yang kami kumpulkan',
        body: [
          'Kami hanya mengumpulkan data yang kami perlukan untuk menjalankan marketplace:',
          '- Data akun dari login Google: nama, alamat surel, foto profil, dan pengenal akun Google Anda. Kami tidak pernah melihat kata sandi Google Anda.',
          '- Data profil yang Anda berikan kepada kami: nama pengguna, peran (pemain, orang tua, pelatih, teman sparing, atau akademi), nomor telepon dan WhatsApp, negara dan kota, cabang olahraga, tingkat permainan, biografi, tarif, dan ketersediaan waktu.',
          '- Berkas yang Anda unggah: foto profil, CV, sertifikat, logo akademi, dan foto galeri.',
          '- Data pemesanan: siapa memesan siapa, cabang olahraga, tanggal dan waktu yang diminta, pesan yang Anda tulis dalam formulir pemesanan, serta status setiap pemesanan.',
          '- Data pembayaran: jumlah, mata uang, metode, dan status pembayaran serta pengenal yang dikembalikan oleh penyedia layanan pembayaran kami. Rincian kartu dan UPI dimasukkan di halaman penyedia layanan pembayaran; kami tidak menerima atau menyimpan nomor kartu maupun PIN UPI.',
          '- Penilaian, ulasan, testimoni, tulisan blog, dan konten lain yang Anda terbitkan.',
          '- Data teknis: preferensi bahasa Anda, halaman yang Anda minta, alamat IP, dan jenis peramban Anda, yang disimpan dalam log server untuk menjaga keamanan layanan.',
        ],
      },
      howWeUse: {
        heading: 'Cara kami menggunakan data Anda',
        body: [
          '- Untuk membuat dan mengamankan akun Anda serta menjaga Anda tetap masuk.',
          '- Untuk menampilkan profil publik Anda kepada orang yang mencari teman sparing, spesialis, atau akademi, apabila Anda memilih peran yang memiliki profil publik.',
          '- Untuk mengatur pemesanan: kami meneruskan nama dan detail kontak Anda kepada orang yang Anda pesan, dan detail mereka kepada Anda, agar sesi dapat berlangsung.',
          '- Untuk menerima pembayaran, memproses pengembalian dana, dan menyimpan catatan akuntansi yang diwajibkan oleh hukum.',
          '- Untuk membuat tautan sesi video bagi sesi yang telah dipesan.',
          '- Untuk mengirimkan surel kepada Anda tentang akun, pemesanan, pembayaran, dan pengembalian dana Anda, serta jawaban atas pesan Anda.',
          '- Untuk menampilkan penilaian dan ulasan, serta memoderasi konten yang melanggar Syarat dan Ketentuan kami.',
          '- Untuk mencegah penipuan dan penyalahgunaan, serta memperbaiki kesalahan.',
          'Kami tidak menjual data pribadi Anda, dan kami tidak menggunakannya untuk iklan pihak ketiga.',
        ],
      },
      legalBases: {
        heading: 'Dasar kami untuk menggunakannya',
        body: [
          'Kami menggunakan data Anda untuk melaksanakan perjanjian kami dengan Anda (akun dan pemesanan Anda), karena Anda telah memberikan persetujuan (misalnya untuk profil publik atau surel opsional), untuk memenuhi kewajiban hukum (catatan pajak dan akuntansi), dan demi kepentingan sah kami dalam menjaga Rally tetap aman dan berfungsi. Apabila hukum di negara Anda mewajibkan persetujuan, kami akan memintanya, dan Anda dapat menariknya kembali kapan saja tanpa memengaruhi pemrosesan yang telah dilakukan sebelumnya.',
        ],
      },
      sharing: {
        heading: 'Pihak yang menerima data Anda',
        body: [
          'Kami hanya membagikan data pribadi kepada pihak yang memerlukannya untuk menyediakan layanan, berdasarkan perjanjian yang mewajibkan mereka untuk melindunginya:',
          '- Pelatih, teman sparing, akademi, atau pemain yang menjadi pihak lain dalam suatu pemesanan.',
          '- Google, untuk proses masuk Anda.',
          '- Razorpay, penyedia layanan pembayaran kami, untuk memproses pembayaran melalui kartu, UPI, dan metode lainnya serta pengembalian dana.',
          '- Zoom atau Jitsi, untuk menyelenggarakan sesi video.',
          '- Penyedia layanan hosting, penyimpanan, dan surel kami.',
          '- Pihak berwenang, apabila diwajibkan oleh hukum atau untuk melindungi hak dan keselamatan pengguna kami.',
        ],
      },
      storage: {
        heading: 'Tempat penyimpanan data Anda',
        body: [
          'Data Anda disimpan di server yang berada di India. Apabila orang di luar India menggunakan Rally, data mereka ditransfer ke India; apabila penyedia layanan kami memproses data di negara lain, kami mengandalkan perlindungan yang diakui oleh hukum, seperti klausul kontrak standar Komisi Eropa untuk data dari Kawasan Ekonomi Eropa, Britania Raya, dan Swiss.',
        ],
      },
      retention: {
        heading: 'Berapa lama kami menyimpannya',
        body: [
          'Kami menyimpan data akun Anda selama akun Anda masih ada. Apabila Anda menghapus akun, kami akan menghapus atau menganonimkan profil, unggahan, dan detail kontak Anda dalam jangka waktu yang wajar, kecuali data yang wajib kami simpan menurut hukum: catatan pembayaran dan faktur disimpan selama jangka waktu yang diwajibkan oleh hukum perpajakan dan akuntansi India. Log server disimpan untuk waktu singkat, lalu dihapus.',
        ],
      },
      yourRights: {
        heading: 'Hak-hak Anda',
        body: [
          'Di mana pun Anda tinggal, Anda dapat meminta kami untuk:',
          '- menunjukkan data pribadi tentang Anda yang kami simpan dan memberikan salinannya kepada Anda;',
          '- memperbaiki data yang tidak akurat atau tidak lengkap (Anda juga dapat mengubah profil Anda sendiri);',
          '- menghapus data dan akun Anda;',
          '- membatasi atau menolak sebagian penggunaan data Anda, serta menarik kembali persetujuan yang telah Anda berikan;',
          '- menerima data yang telah Anda berikan kepada kami dalam format yang dapat dipindahkan.',
          'Kirimkan surel ke {{supportEmail}} dari alamat surel akun Anda. Kami akan menjawab dalam jangka waktu yang ditetapkan oleh hukum. Apabila Anda tinggal di Kawasan Ekonomi Eropa atau Britania Raya, Anda juga dapat mengajukan pengaduan kepada otoritas perlindungan data Anda, dan di India kepada Data Protection Board of India (Dewan Perlindungan Data India); namun kami berharap diberi kesempatan untuk menyelesaikan keluhan Anda terlebih dahulu.',
        ],
      },
      children: {
        heading: 'Anak-anak',
        body: [
          'Anda harus berusia minimal {{minimumAge}} tahun untuk membuat akun. Pemain muda ikut serta melalui orang tua atau wali, yang membuat akun, melakukan pemesanan, dan bertanggung jawab atasnya. Kami tidak dengan sengaja mengumpulkan data pribadi anak-anak melalui akun; apabila Anda yakin seorang anak telah memberikan data pribadi kepada kami, kirimkan surel ke {{supportEmail}} dan kami akan menghapusnya.',
        ],
      },
      security: {
        heading: 'Cara kami melindunginya',
        body: [
          'Kami mengenkripsi data selama transmisi, memverifikasi setiap proses masuk melalui Google, memastikan sesi login dapat dicabut, membatasi akses ke data pribadi hanya bagi orang yang memerlukannya, dan memeriksa konfirmasi pembayaran dengan penyedia layanan pembayaran kami. Tidak ada sistem yang sepenuhnya aman; apabila terjadi pelanggaran yang memengaruhi data Anda, kami akan memberi tahu Anda dan pihak berwenang sebagaimana diwajibkan oleh hukum.',
        ],
      },
      cookies: {
        heading: 'Cookie dan penyimpanan lokal',
        body: [
          'Rally menyimpan sesi login dan preferensi bahasa Anda di peramban Anda agar Anda tetap masuk dan dapat membaca situs dalam bahasa Anda. Formulir pemesanan menyimpan isian Anda di peramban hingga Anda mengirimkannya. Kami tidak menggunakan cookie iklan. Google dan Razorpay dapat menetapkan cookie mereka sendiri saat Anda masuk atau melakukan pembayaran.',
        ],
      },
      changes: {
        heading: 'Perubahan atas kebijakan ini',
        body: [
          'Apabila kami mengubah kebijakan ini, kami akan menerbitkan versi barunya di sini beserta nomor versi dan tanggal berlakunya. Apabila perubahan tersebut penting bagi cara kami menggunakan data Anda, kami akan memberi tahu Anda melalui surel atau di situs sebelum perubahan itu berlaku.',
        ],
      },
      contact: {
        heading: 'Kontak',
        body: [
          'Untuk pertanyaan atau permintaan terkait privasi, kirimkan surel ke {{supportEmail}}, hubungi {{supportPhone}}, atau kirim pesan WhatsApp ke {{whatsappNumber}}.',
        ],
      },
    },
  },

  termsAndConditions: {
    title: 'Syarat dan Ketentuan',
    description:
      'Aturan penggunaan Rally: akun, pemesanan teman sparing, spesialis, dan akademi, pembayaran, sesi video, konten yang Anda terbitkan, serta tanggung jawab kami.',
    sections: {
      changes: {
        heading: 'Perubahan dalam versi ini',
        body: [
          '- Pengembalian dana dan pembatalan kini mengikuti Kebijakan Pengembalian Dana dan Pembatalan serta Kebijakan Penukaran dan Pengembalian Dana kami, yang merupakan bagian dari syarat ini.',
          '- Kami kini mencatat versi syarat ini yang Anda setujui dan meminta persetujuan Anda kembali apabila syarat ini berubah.',
          '- Aturan mengenai konten yang Anda terbitkan (ulasan, testimoni, dan tulisan blog) kini diatur dalam bagian tersendiri.',
        ],
      },
      agreement: {
        heading: 'Perjanjian',
        body: [
          'Syarat ini merupakan perjanjian antara Anda dan {{companyName}}, sebuah perusahaan yang terdaftar di India, yang mengoperasikan Rally. Dengan membuat akun atau melakukan pemesanan, Anda menyetujui syarat ini dan Kebijakan Privasi kami. Apabila Anda tidak menyetujuinya, jangan gunakan Rally.',
        ],
      },
      eligibility: {
        heading: 'Siapa yang dapat menggunakan Rally',
        body: [
          '- Anda harus berusia minimal {{minimumAge}} tahun untuk membuat akun. Orang tua atau wali dapat membuat akun dan memesan sesi untuk pemain yang lebih muda, dan bertanggung jawab atas penggunaan Rally oleh pemain tersebut.',
          '- Akun diperlukan untuk menggunakan layanan platform di luar menjelajahi halaman publik. Anda masuk menggunakan akun Google.',
          '- Anda wajib memberikan informasi yang akurat, lengkap, dan terkini saat mendaftar serta terus memperbaruinya. Anda tidak boleh menyamar sebagai orang lain atau memiliki lebih dari satu akun untuk peran yang sama.',
          '- Anda bertanggung jawab atas segala tindakan yang dilakukan melalui akun Anda. Segera beri tahu kami di {{supportEmail}} apabila Anda menduga ada orang lain yang menggunakannya.',
        ],
      },
      service: {
        heading: 'Layanan Rally',
        body: [
          'Rally menghubungkan pemain dan orang tua dengan teman sparing, spesialis olahraga (pelatih), dan akademi. Pelatih, teman sparing, dan akademi bersifat independen: mereka bukan karyawan atau agen kami, dan mereka bertanggung jawab atas sesi yang mereka berikan, informasi pada profil mereka, serta kualifikasi mereka sendiri. Kami memeriksa profil sebelum ditampilkan, tetapi kami tidak menjamin hasil dari sesi mana pun.',
        ],
      },
      bookings: {
        heading: 'Pemesanan',
        body: [
          '- Pemesanan adalah permintaan kepada orang atau akademi yang Anda pilih. Pemesanan baru terkonfirmasi setelah mereka menerimanya; mereka juga dapat menolaknya.',
          '- Anda hanya dapat memiliki satu permintaan pemesanan yang masih terbuka pada satu waktu.',
          '- Sesi spesialis berlangsung melalui panggilan video (Zoom atau Jitsi); tautannya dikirimkan setelah sesi diterima. Hadirlah tepat waktu dan pastikan kamera, mikrofon, dan koneksi Anda berfungsi dengan baik.',
          '- Sesi sparing berlangsung di tempat dan waktu yang Anda sepakati dengan teman sparing Anda. Patuhi peraturan tempat bermain dan bermainlah dengan aman; Anda mengikuti aktivitas fisik atas risiko Anda sendiri, dalam batas yang diizinkan oleh hukum.',
        ],
      },
      payments: {
        heading: 'Biaya dan pembayaran',
        body: [
          'Biaya pemesanan ditampilkan sebelum Anda membayar ({{bookingFees}} untuk pemesanan standar). Anda dapat membayar secara online dengan kartu, UPI, atau metode lain yang disediakan oleh penyedia layanan pembayaran kami, Razorpay, dengan memindai kode QR UPI kami, atau memilih Bayar Nanti jika tersedia dan membayar sebelum sesi. Harga sudah termasuk pajak yang berlaku, kecuali dinyatakan lain. Pemesanan yang dibayar secara online baru tercatat setelah penyedia layanan pembayaran mengonfirmasi pembayaran tersebut.',
        ],
      },
      cancellations: {
        heading: 'Pembatalan dan pengembalian dana',
        body: [
          'Anda dapat membatalkan pemesanan kapan saja; pembatalan berlaku seketika dan tidak dikenakan biaya tambahan. Apakah uang Anda dikembalikan ditentukan oleh Kebijakan Pengembalian Dana dan Pembatalan serta Kebijakan Penukaran dan Pengembalian Dana kami, yang merupakan bagian dari syarat ini.',
        ],
      },
      content: {
        heading: 'Konten yang Anda terbitkan',
        body: [
          'Anda tetap memegang hak atas foto, CV, sertifikat, ulasan, testimoni, dan tulisan blog yang Anda terbitkan di Rally, dan Anda memberikan kepada kami lisensi noneksklusif, berlaku di seluruh dunia, dan bebas royalti untuk menyimpan, menampilkan, dan menyesuaikannya (misalnya mengubah ukuran gambar) guna menjalankan dan mempromosikan layanan. Anda menyatakan bahwa Anda berhak menerbitkan konten tersebut dan bahwa konten tersebut benar.',
          'Ulasan dan penilaian harus menggambarkan pengalaman Anda sendiri. Anda tidak boleh menerbitkan konten yang melanggar hukum, menyesatkan, bernada kebencian, melecehkan, bermuatan seksual, melanggar hak orang lain, atau mengiklankan layanan lain. Kami dapat meninjau, menyembunyikan, atau menghapus konten serta menangguhkan akun yang melanggar aturan ini.',
        ],
      },
      conduct: {
        heading: 'Penggunaan yang dapat diterima',
        body: [
          '- Perlakukan pemain, orang tua, pelatih, dan akademi lain dengan hormat, baik secara online maupun di lapangan.',
          '- Jangan menggunakan Rally untuk menghubungi orang dengan tujuan selain olahraga, mengirim spam, atau mengatur pembayaran di luar Rally untuk pemesanan yang dibuat di Rally.',
          '- Jangan mencoba merusak, membebani secara berlebihan, melakukan scraping, atau merekayasa balik layanan, ataupun mengakses data yang bukan milik Anda.',
          '- Lindungi anak di bawah umur: sesi dengan pemain muda berlangsung dengan sepengetahuan orang tua atau wali.',
        ],
      },
      suspension: {
        heading: 'Penangguhan dan penutupan akun Anda',
        body: [
          'Anda dapat menutup akun Anda kapan saja dengan mengirimkan surel ke {{supportEmail}}. Kami dapat menangguhkan atau menutup akun yang melanggar syarat ini atau Kebijakan Privasi, memberikan informasi palsu, atau membahayakan pengguna lain; jika memungkinkan, kami akan memberi tahu Anda alasannya terlebih dahulu. Pelanggaran terhadap syarat ini atau Kebijakan Privasi juga menghapus hak apa pun atas pengembalian dana.',
        ],
      },
      liability: {
        heading: 'Tanggung jawab kami',
        body: [
          'Kami menyediakan Rally dengan kehati-hatian dan keahlian yang wajar, tetapi kami tidak dapat menjamin bahwa Rally akan selalu tersedia atau bebas dari kesalahan. Sejauh diizinkan oleh hukum, kami tidak bertanggung jawab atas kerugian tidak langsung atau kerugian konsekuensial, dan total tanggung jawab kami atas klaim apa pun terkait suatu pemesanan terbatas pada jumlah yang Anda bayarkan kepada kami untuk pemesanan tersebut. Tidak ada ketentuan dalam syarat ini yang membatasi tanggung jawab yang menurut hukum tidak dapat dibatasi, atau hak-hak Anda sebagai konsumen menurut hukum negara Anda.',
        ],
      },
      law: {
        heading: 'Hukum yang berlaku dan penyelesaian sengketa',
        body: [
          'Syarat ini diatur oleh hukum India. Harap hubungi kami terlebih dahulu agar kami dapat berupaya menyelesaikan setiap sengketa. Jika tidak terselesaikan, pengadilan di Bengaluru, India, berwenang mengadilinya, tanpa menghilangkan perlindungan yang diberikan kepada Anda oleh hukum perlindungan konsumen yang bersifat memaksa di negara tempat Anda tinggal.',
        ],
      },
      updates: {
        heading: 'Perubahan atas syarat ini',
        body: [
          'Kami dapat mengubah syarat ini apabila layanan atau hukum berubah. Kami menerbitkan setiap versi beserta nomor versi dan tanggal berlakunya, dan kami meminta pengguna yang sedang masuk untuk menyetujui versi baru sebelum melanjutkan penggunaan akun mereka.',
        ],
      },
      contact: {
        heading: 'Kontak',
        body: ['Pertanyaan tentang syarat ini: {{supportEmail}}, {{supportPhone}}, atau WhatsApp {{whatsappNumber}}.'],
      },
    },
  },

  refundPolicy: {
    title: 'Kebijakan Pengembalian Dana dan Pembatalan',
    description:
      'Jaminan uang kembali Rally, kapan suatu pembayaran dikembalikan, berapa lama pengembalian dana sampai kepada Anda, dan cara kerja pembatalan pemesanan.',
    sections: {
      guarantee: {
        heading: 'Jaminan uang kembali {{refundWindowDays}} hari dari kami',
        body: [
          'Apabila Anda tidak puas, Anda dapat memperoleh uang Anda kembali dalam waktu {{refundWindowDays}} hari sejak pembelian pertama Anda di Rally. Jaminan ini dihitung sejak tanggal pembelian pertama Anda (pemesanan berbayar atau langganan pertama Anda).',
        ],
      },
      exclusions: {
        heading: 'Kapan tidak ada pengembalian dana',
        body: [
          'Pembayaran tidak dikembalikan:',
          '- setelah penggunaan lebih dari {{refundWindowDays}} hari;',
          '- apabila Anda telah melanggar Syarat dan Ketentuan atau Kebijakan Privasi kami;',
          '- apabila Anda membayar dengan tarif promosi atau diskon.',
        ],
      },
      howRefundsArrive: {
        heading: 'Cara Anda menerima pengembalian dana',
        body: [
          'Pengembalian dana dikirimkan ke metode pembayaran awal: kartu, akun UPI, atau metode lain yang Anda gunakan untuk membayar. Dana akan masuk dalam waktu paling lama {{refundArrivalBusinessDays}} hari kerja setelah kami menyetujuinya; selanjutnya bank atau penerbit kartu Anda yang menentukan kapan dana tersebut muncul pada laporan rekening Anda.',
          'Apabila Anda membayar dengan memindai kode QR UPI kami, pengembalian dana dikirimkan ke akun UPI asal pembayaran. Pemesanan dengan Bayar Nanti yang belum dibayar, serta pemesanan gratis, tidak memiliki dana yang perlu dikembalikan.',
        ],
      },
      cancellation: {
        heading: 'Membatalkan pemesanan',
        body: [
          'Anda dapat membatalkan pemesanan kapan saja melalui Pesanan saya. Pembatalan berlaku seketika, dan tidak ada biaya tambahan untuk pembatalan. Apabila pemesanan yang dibatalkan memenuhi syarat jaminan di atas, pengembalian dana diproses secara otomatis dan kami akan memberi tahu Anda melalui surel.',
          'Apabila pelatih, teman sparing, atau akademi menolak atau membatalkan pemesanan yang telah Anda bayar, Anda dapat meminta pengembalian dana atau penukaran sebagaimana dijelaskan dalam Kebijakan Penukaran dan Pengembalian Dana kami.',
        ],
      },
      howToAsk: {
        heading: 'Cara meminta pengembalian dana',
        body: [
          'Batalkan pemesanan di Pesanan saya, atau kirimkan surel ke {{supportEmail}} dari alamat surel akun Anda dengan menyebutkan pemesanan dan alasannya. Anda juga dapat menelepon {{supportPhone}} atau mengirim pesan WhatsApp ke {{whatsappNumber}}. Kami menjawab setiap permintaan dan memberi tahu hasilnya kepada Anda melalui surel.',
        ],
      },
    },
  },

  exchangeAndRefundPolicy: {
    title: 'Kebijakan Penukaran dan Pengembalian Dana',
    description:
      'Cara memindahkan pemesanan Rally yang telah dibayar ke tanggal lain, spesialis lain, atau teman sparing lain, dan kapan Anda memperoleh uang Anda kembali sebagai gantinya.',
    sections: {
      scope: {
        heading: 'Cakupan kebijakan ini',
        body: [
          'Rally menjual jasa, bukan barang: sesi dengan teman sparing dan spesialis olahraga, serta pemesanan di akademi. "Penukaran" berarti memindahkan pemesanan yang telah dibayar ke tanggal atau waktu lain, atau ke pelatih, teman sparing, atau akademi lain, sebagai ganti pengembalian dana. Kebijakan ini melengkapi Kebijakan Pengembalian Dana dan Pembatalan kami.',
        ],
      },
      exchanges: {
        heading: 'Menukar pemesanan',
        body: [
          '- Tanggal atau waktu lain: sepakati waktu baru dengan orang yang Anda pesan, atau minta kami untuk mengaturnya. Pemesanan dan pembayarannya tetap sama.',
          '- Orang lain: apabila pelatih, teman sparing, atau akademi tidak dapat memberikan sesi, Anda dapat memilih orang lain di Rally dengan tarif yang sama, dan pembayaran Anda dipindahkan ke pemesanan yang baru.',
          '- Penukaran tidak dikenakan biaya. Kirimkan surel ke {{supportEmail}} dengan menyebutkan pemesanan Anda dan apa yang Anda inginkan sebagai gantinya.',
        ],
      },
      whenDeclined: {
        heading: 'Apabila pihak lain menolak atau membatalkan',
        body: [
          'Apabila orang atau akademi yang Anda pesan menolak permintaan Anda, membatalkannya, atau tidak hadir, Anda dapat memilih: penukaran seperti di atas, atau pengembalian uang Anda ke metode pembayaran awal dalam waktu paling lama {{refundArrivalBusinessDays}} hari kerja.',
        ],
      },
      refunds: {
        heading: 'Pengembalian dana sebagai ganti penukaran',
        body: [
          'Di luar hal tersebut, pengembalian dana mengikuti Kebijakan Pengembalian Dana dan Pembatalan kami: uang kembali dalam waktu {{refundWindowDays}} hari sejak pembelian pertama Anda, dibayarkan ke metode pembayaran awal dalam waktu paling lama {{refundArrivalBusinessDays}} hari kerja; tidak ada pengembalian dana setelah penggunaan lebih dari {{refundWindowDays}} hari, setelah pelanggaran Syarat dan Ketentuan atau Kebijakan Privasi kami, atau untuk tarif promosi atau diskon.',
        ],
      },
      sessionQuality: {
        heading: 'Apabila sesi tidak berjalan semestinya',
        body: [
          'Apabila sesi video tidak dapat berlangsung karena masalah teknis di pihak kami, atau suatu sesi jelas tidak sesuai dengan yang dijelaskan di profil, beri tahu kami dalam periode pengembalian dana melalui {{supportEmail}}. Kami meninjau setiap laporan dan menawarkan penukaran atau pengembalian dana sesuai aturan di atas.',
        ],
      },
      contact: {
        heading: 'Kontak',
        body: [
          'Kirimkan surel ke {{supportEmail}}, hubungi {{supportPhone}}, atau kirim pesan WhatsApp ke {{whatsappNumber}}.',
        ],
      },
    },
  },
}

export default texts
