import type { FaqText } from '@rally/shared'

export default {
  'book-partner': {
    question: 'Bagaimana saya menempah rakan latihan?',
    answer:
      'Pilih sukan anda, buka Rakan Latihan dan pilih pemain mengikut kedudukan, bandar atau nama. Di profilnya tekan Tempah, isi butiran hubungan, tarikh dan masa pilihan serta tempoh sesi, kemudian pilih Tempah Sekarang & Bayar Kemudian atau Bayar & Tempah Sekarang.',
  },
  'book-specialist': {
    question: 'Bagaimana saya menempah sesi dengan pakar sukan?',
    answer:
      'Buka Pakar Sukan untuk sukan anda, pilih jurulatih, ahli fisioterapi, pakar pemakanan atau pakar lain, dan tekan Tempah. Sesi dengan pakar dijalankan melalui panggilan video: anda memilih tempoh dalam minit dan masa pilihan.',
  },
  'account-required': {
    question: 'Adakah saya perlukan akaun untuk menempah?',
    answer:
      'Ya. Log masuk dengan akaun Google anda sebelum menempah supaya tempahan, pembayaran dan mesej anda berada di satu tempat. Anda mesti berumur sekurang-kurangnya 18 tahun untuk memiliki akaun.',
  },
  'one-request': {
    question: 'Mengapa saya hanya boleh ada satu permintaan terbuka pada satu masa?',
    answer:
      'Setiap pengguna boleh membuat satu permintaan pada satu masa. Rakan latihan dan pakar menjawab lebih cepat apabila tidak dibanjiri permintaan berganda, jadi tunggu sehingga permintaan terbuka anda diterima, ditolak atau dibatalkan sebelum membuat yang lain.',
  },
  'after-request': {
    question: 'Apa berlaku selepas saya menghantar permintaan tempahan?',
    answer:
      'Kami menghantar pengesahan melalui e-mel dan memaklumkan rakan latihan atau pakar, yang akan menerima atau menolak permintaan itu. Anda boleh mengikuti statusnya di Tempahan Saya dan menerima e-mel setiap kali ia berubah.',
  },
  'cancel-booking': {
    question: 'Bolehkah saya membatalkan tempahan?',
    answer:
      'Boleh. Buka Tempahan Saya dan batalkan permintaan yang belum berlangsung. Pembatalan berkuat kuasa serta-merta tanpa caj tambahan.',
  },
  'booking-fee': {
    question: 'Berapakah kos tempahan?',
    answer:
      'Yuran tempahan ialah {inr} di India, {usd} dalam dolar AS atau {eur} dalam euro. Sesetengah rakan latihan dan pakar menetapkan yuran sesi sendiri, yang dipaparkan pada profil mereka sebelum anda menempah.',
  },
  'fee-covers': {
    question: 'Yuran tempahan itu untuk apa?',
    answer:
      'Ia menempah tempat anda dalam jadual rakan latihan atau pakar dan menampung pemprosesan pembayaran yang selamat, e-mel pengesahan, pautan video untuk sesi pakar dan sokongan kami jika berlaku masalah.',
  },
  'pay-later': {
    question: 'Apakah Bayar Kemudian?',
    answer:
      'Tempah Sekarang & Bayar Kemudian menghantar permintaan anda tanpa pembayaran dalam talian: tempahan direkodkan dengan pembayaran belum selesai, dan anda membayar yuran sebelum sesi di halaman pembayaran, melalui kod QR UPI, kad atau UPI.',
  },
  currency: {
    question: 'Dalam mata wang apakah saya dicaj?',
    answer:
      'Pembayaran dalam talian dibuat dalam rupee India (INR). Jika kad anda dalam mata wang lain, bank anda menukar jumlahnya pada kadarnya sendiri dan mungkin mengenakan caj transaksi luar negara.',
  },
  'payment-methods': {
    question: 'Kaedah pembayaran apakah yang boleh saya gunakan?',
    answer:
      'Kad debit dan kredit, UPI, kod QR UPI kami yang boleh diimbas oleh mana-mana aplikasi UPI, dan kaedah lain yang ditawarkan di halaman pembayaran selamat, seperti perbankan internet dan e-dompet.',
  },
  upi: {
    question: 'Bolehkah saya membayar dengan UPI?',
    answer:
      'Boleh. Pilih UPI semasa pembayaran dan luluskan permintaan dalam aplikasi UPI anda (Google Pay, PhonePe, Paytm, BHIM atau aplikasi bank anda), atau imbas kod QR di halaman pembayaran.',
  },
  'qr-code': {
    question: 'Bagaimanakah pembayaran dengan kod QR berfungsi?',
    answer:
      'Di halaman pembayaran, imbas kod QR dengan mana-mana aplikasi UPI; ketik kod itu untuk membesarkannya ke skrin penuh jika sukar diimbas. Jumlahnya sudah diisi. Selepas membayar, tekan Saya sudah bayar dan berikan rujukan pembayaran supaya kami dapat mengesahkannya.',
  },
  'card-safety': {
    question: 'Adakah butiran kad saya selamat?',
    answer:
      'Butiran kad dimasukkan dalam tetingkap selamat penyedia pembayaran dan tidak pernah sampai ke pelayan Rally. Kami hanya menerima pengesahan pembayaran yang ditandatangani, yang disemak oleh pelayan kami sebelum tempahan anda disahkan.',
  },
  'payment-failed': {
    question: 'Pembayaran saya gagal atau dibatalkan. Apa sekarang?',
    answer:
      'Pembayaran yang dibatalkan tidak dicaj: cuba sekali lagi. Jika wang telah ditolak tetapi tiada tempahan dibuat, tulis kepada kami bersama rujukan pembayaran dan kami akan mengesahkan tempahan atau membuat bayaran balik.',
    link: 'Hubungi kami',
  },
  'money-back': {
    question: 'Bolehkah saya mendapatkan wang saya kembali?',
    answer:
      'Boleh. Terdapat jaminan wang dikembalikan {refundDays} hari dari pembelian pertama anda: minta bayaran balik dalam tempoh {refundDays} hari dan anda menerima jumlah penuh.',
    link: 'Baca dasar bayaran balik dan pembatalan',
  },
  'refund-time': {
    question: 'Berapa lama bayaran balik mengambil masa?',
    answer:
      'Bayaran balik dikembalikan ke kaedah pembayaran asal dalam tempoh sehingga {refundBusinessDays} hari bekerja. Bank anda mungkin mengambil sedikit masa lagi untuk memaparkannya dalam penyata.',
  },
  'no-refund': {
    question: 'Bilakah bayaran balik tidak dapat dibuat?',
    answer:
      'Selepas lebih daripada {refundDays} hari penggunaan, selepas pelanggaran terma dan syarat atau dasar privasi, dan bagi kadar promosi atau diskaun.',
    link: 'Baca dasar bayaran balik dan pembatalan',
  },
  'automatic-refund': {
    question: 'Saya membayar semasa masih ada permintaan terbuka. Adakah saya dicaj dua kali?',
    answer:
      'Tidak. Setiap pengguna boleh membuat satu permintaan pada satu masa, jadi pembayaran yang dibuat semasa permintaan lain masih terbuka dipulangkan secara automatik ke kaedah pembayaran asal, dan kami memaklumkan anda melalui e-mel.',
  },
  'video-how': {
    question: 'Bagaimanakah sesi video dengan pakar berjalan?',
    answer:
      'Apabila pakar menerima permintaan anda, kami mewujudkan mesyuarat video dan menghantar pautannya melalui e-mel kepada kedua-dua pihak. Pada masa yang dipersetujui, buka pautan daripada e-mel atau Tempahan Saya untuk menyertai.',
  },
  'video-needs': {
    question: 'Apakah yang saya perlukan untuk sesi video?',
    answer:
      'Telefon, tablet atau komputer dengan kamera, mikrofon dan sambungan internet yang stabil. Untuk analisis teknik, letakkan peranti supaya seluruh badan anda kelihatan, atau minta seseorang merakam anda.',
  },
  'video-missed': {
    question: 'Bagaimana jika pakar tidak menyertai panggilan?',
    answer:
      'Tunggu beberapa minit, kemudian tulis kepada kami dari alamat e-mel yang anda gunakan untuk menempah. Kami mengatur masa baharu dengan pakar atau membuat bayaran balik mengikut dasar bayaran balik.',
    link: 'Hubungi kami',
  },
  'become-partner': {
    question: 'Bagaimana saya mendaftar sebagai rakan latihan?',
    answer:
      'Log masuk, pilih peranan Rakan Latihan semasa orientasi dan lengkapkan profil anda: sukan, tahap, kedudukan, bandar, masa lapang dan foto. Pemain boleh menempah anda sebaik sahaja profil anda aktif.',
  },
  'become-specialist': {
    question: 'Bagaimana saya mendaftar sebagai pakar sukan?',
    answer:
      'Log masuk, pilih Pakar Sukan semasa orientasi dan isi profil anda: kepakaran, pengalaman, pencapaian, yuran sesi, rujukan, CV dan sijil. Kami menyemak setiap permohonan sebelum disiarkan dan memaklumkan anda melalui e-mel apabila profil diluluskan.',
  },
  'edit-profile': {
    question: 'Bolehkah saya menukar profil kemudian?',
    answer:
      'Boleh. Buka Profil dari menu pengguna untuk mengemas kini butiran, foto, yuran dan masa lapang pada bila-bila masa; perubahan terus dipaparkan pada profil awam anda.',
  },
  'list-academy': {
    question: 'Bagaimana saya menyenaraikan akademi atau kelab saya?',
    answer:
      'Log masuk dan daftarkan akademi anda dengan nama, sukan, lokasi, penerangan, imej muka depan dan pautan hubungan. Ia dipaparkan di halaman Akademi bagi sukannya selepas diluluskan; akademi premium dipaparkan dahulu.',
  },
  'find-jobs': {
    question: 'Di manakah saya boleh mencari kerja jurulatih?',
    answer:
      'Buka Pekerjaan di pengepala sukan anda. Ia menyenaraikan kekosongan daripada akademi dan kelab dengan jawatan, lokasi, jenis pekerjaan dan gaji, dan anda boleh memohon dengan CV anda.',
  },
  'post-vacancy': {
    question: 'Bolehkah akademi saya mengiklankan kekosongan jawatan?',
    answer:
      'Boleh. Akademi boleh mempromosikan diri, mengambil jurulatih dan mengiklankan pekerjaan: terangkan jawatan, lokasi, jenis pekerjaan, waktu kerja dan gaji, dan jurulatih memohon secara terus.',
  },
} satisfies Record<string, FaqText>
