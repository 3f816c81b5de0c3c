import type { FaqText } from '@rally/shared'

export default {
  'book-partner': {
    question: 'Bagaimana cara memesan mitra latih tanding?',
    answer:
      'Pilih olahraga Anda, buka Mitra Latih Tanding, lalu pilih pemain berdasarkan peringkat, kota, atau nama. Di profilnya tekan Pesan, isi kontak, tanggal dan jam pilihan serta durasi sesi, lalu pilih Pesan Sekarang & Bayar Nanti atau Bayar & Pesan Sekarang.',
  },
  'book-specialist': {
    question: 'Bagaimana cara memesan sesi dengan spesialis olahraga?',
    answer:
      'Buka Spesialis Olahraga untuk olahraga Anda, pilih pelatih, fisioterapis, ahli gizi, atau spesialis lain, lalu tekan Pesan. Sesi dengan spesialis berlangsung lewat panggilan video: Anda memilih durasi dalam menit dan waktu yang diinginkan.',
  },
  'account-required': {
    question: 'Apakah saya perlu akun untuk memesan?',
    answer:
      'Ya. Masuk dengan akun Google sebelum memesan agar pemesanan, pembayaran, dan pesan Anda tersimpan di satu tempat. Anda harus berusia minimal 18 tahun untuk memiliki akun.',
  },
  'one-request': {
    question: 'Mengapa saya hanya boleh punya satu permintaan terbuka?',
    answer:
      'Setiap pengguna dapat membuat satu permintaan dalam satu waktu. Mitra dan spesialis menjawab lebih cepat bila tidak kebanjiran permintaan ganda, jadi tunggu hingga permintaan terbuka Anda diterima, ditolak, atau dibatalkan sebelum membuat yang baru.',
  },
  'after-request': {
    question: 'Apa yang terjadi setelah saya mengirim permintaan pemesanan?',
    answer:
      'Kami mengirim konfirmasi lewat e-mail dan memberi tahu mitra atau spesialis, yang lalu menerima atau menolak permintaan. Statusnya bisa dipantau di Pemesanan Saya, dan Anda menerima e-mail setiap kali status berubah.',
  },
  'cancel-booking': {
    question: 'Bisakah saya membatalkan pemesanan?',
    answer:
      'Bisa. Buka Pemesanan Saya dan batalkan permintaan yang belum berlangsung. Pembatalan berlaku seketika tanpa biaya tambahan.',
  },
  'booking-fee': {
    question: 'Berapa biaya pemesanan?',
    answer:
      'Biaya pemesanan adalah {inr} di India, {usd} dalam dolar AS, atau {eur} dalam euro. Sebagian mitra dan spesialis menetapkan tarif sesi sendiri, yang tercantum di profil mereka sebelum Anda memesan.',
  },
  'fee-covers': {
    question: 'Untuk apa biaya pemesanan?',
    answer:
      'Biaya ini mengamankan tempat Anda di jadwal mitra atau spesialis dan menanggung pemrosesan pembayaran yang aman, e-mail konfirmasi, tautan video untuk sesi spesialis, serta bantuan kami bila ada masalah.',
  },
  'pay-later': {
    question: 'Apa itu Bayar Nanti?',
    answer:
      'Pesan Sekarang & Bayar Nanti mengirim permintaan tanpa pembayaran online: pemesanan dicatat dengan pembayaran tertunda, dan Anda membayar biayanya sebelum sesi di halaman pembayaran, lewat kode QR UPI, kartu, atau UPI.',
  },
  currency: {
    question: 'Dalam mata uang apa saya ditagih?',
    answer:
      'Pembayaran online dilakukan dalam rupee India (INR). Jika kartu Anda dalam mata uang lain, bank akan mengonversi jumlahnya dengan kursnya sendiri dan mungkin mengenakan biaya transaksi luar negeri.',
  },
  'payment-methods': {
    question: 'Metode pembayaran apa saja yang bisa dipakai?',
    answer:
      'Kartu debit dan kredit, UPI, kode QR UPI kami yang bisa dipindai aplikasi UPI mana pun, serta metode lain yang tersedia di halaman pembayaran aman, seperti internet banking dan dompet digital.',
  },
  upi: {
    question: 'Bisakah saya membayar dengan UPI?',
    answer:
      'Bisa. Pilih UPI saat pembayaran dan setujui permintaannya di aplikasi UPI Anda (Google Pay, PhonePe, Paytm, BHIM, atau aplikasi bank), atau pindai kode QR di halaman pembayaran.',
  },
  'qr-code': {
    question: 'Bagaimana cara membayar dengan kode QR?',
    answer:
      'Di halaman pembayaran, pindai kode QR dengan aplikasi UPI apa pun; ketuk kodenya untuk memperbesar ke layar penuh bila sulit dipindai. Jumlahnya sudah terisi. Setelah membayar, tekan Saya sudah membayar dan masukkan nomor referensi pembayaran agar kami bisa mengonfirmasinya.',
  },
  'card-safety': {
    question: 'Apakah data kartu saya aman?',
    answer:
      'Data kartu diketik di jendela aman penyedia pembayaran dan tidak pernah sampai ke server Rally. Kami hanya menerima konfirmasi pembayaran yang ditandatangani, yang diperiksa server kami sebelum pemesanan dikonfirmasi.',
  },
  'payment-failed': {
    question: 'Pembayaran saya gagal atau dibatalkan. Lalu bagaimana?',
    answer:
      'Pembayaran yang dibatalkan tidak ditagih: cukup coba lagi. Jika uang sudah terpotong tetapi pemesanan tidak dibuat, hubungi kami dengan nomor referensi pembayaran dan kami akan mengonfirmasi pemesanan atau mengembalikan dana Anda.',
    link: 'Hubungi kami',
  },
  'money-back': {
    question: 'Bisakah uang saya dikembalikan?',
    answer:
      'Bisa. Ada jaminan uang kembali {refundDays} hari sejak pembelian pertama Anda: ajukan pengembalian dana dalam {refundDays} hari dan Anda menerima jumlah penuh.',
    link: 'Baca kebijakan pengembalian dana dan pembatalan',
  },
  'refund-time': {
    question: 'Berapa lama pengembalian dana?',
    answer:
      'Dana dikembalikan ke metode pembayaran asal dalam paling lama {refundBusinessDays} hari kerja. Bank Anda mungkin butuh sedikit lebih lama untuk menampilkannya di rekening koran.',
  },
  'no-refund': {
    question: 'Kapan pengembalian dana tidak bisa dilakukan?',
    answer:
      'Setelah lebih dari {refundDays} hari pemakaian, setelah pelanggaran syarat dan ketentuan atau kebijakan privasi, dan untuk tarif promosi atau diskon.',
    link: 'Baca kebijakan pengembalian dana dan pembatalan',
  },
  'automatic-refund': {
    question: 'Saya membayar saat masih punya permintaan terbuka. Apakah saya ditagih dua kali?',
    answer:
      'Tidak. Setiap pengguna dapat membuat satu permintaan dalam satu waktu, jadi pembayaran yang dilakukan saat ada permintaan lain yang terbuka dikembalikan otomatis ke metode pembayaran asal, dan kami memberi tahu Anda lewat e-mail.',
  },
  'video-how': {
    question: 'Bagaimana sesi video dengan spesialis berlangsung?',
    answer:
      'Setelah spesialis menerima permintaan Anda, kami membuat rapat video dan mengirim tautannya lewat e-mail kepada kalian berdua. Pada waktu yang disepakati, buka tautan dari e-mail atau dari Pemesanan Saya untuk bergabung.',
  },
  'video-needs': {
    question: 'Apa yang saya perlukan untuk sesi video?',
    answer:
      'Ponsel, tablet, atau komputer dengan kamera, mikrofon, dan koneksi internet yang stabil. Untuk analisis teknik, letakkan perangkat agar seluruh tubuh Anda terlihat, atau minta seseorang merekam Anda.',
  },
  'video-missed': {
    question: 'Bagaimana jika spesialis tidak bergabung ke panggilan?',
    answer:
      'Tunggu beberapa menit, lalu tulis kepada kami dari alamat e-mail yang Anda pakai untuk memesan. Kami mengatur waktu baru dengan spesialis atau mengembalikan dana sesuai kebijakan pengembalian dana.',
    link: 'Hubungi kami',
  },
  'become-partner': {
    question: 'Bagaimana cara mendaftar sebagai mitra latih tanding?',
    answer:
      'Masuk, pilih peran Mitra Latih Tanding saat orientasi, dan lengkapi profil: olahraga, level, peringkat, kota, ketersediaan, dan foto. Pemain dapat memesan Anda begitu profil aktif.',
  },
  'become-specialist': {
    question: 'Bagaimana cara mendaftar sebagai spesialis olahraga?',
    answer:
      'Masuk, pilih Spesialis Olahraga saat orientasi, lalu isi profil: keahlian, pengalaman, prestasi, tarif sesi, referensi, CV, dan sertifikat. Kami meninjau setiap pendaftaran sebelum ditampilkan dan memberi tahu Anda lewat e-mail saat profil disetujui.',
  },
  'edit-profile': {
    question: 'Bisakah saya mengubah profil nanti?',
    answer:
      'Bisa. Buka Profil dari menu pengguna untuk memperbarui data, foto, tarif, dan ketersediaan kapan saja; perubahan langsung tampil di profil publik Anda.',
  },
  'list-academy': {
    question: 'Bagaimana cara mendaftarkan akademi atau klub saya?',
    answer:
      'Masuk dan daftarkan akademi dengan nama, olahraga, lokasi, deskripsi, gambar sampul, dan tautan kontak. Akademi tampil di halaman Akademi olahraganya setelah disetujui; akademi premium ditampilkan lebih dulu.',
  },
  'find-jobs': {
    question: 'Di mana saya bisa menemukan lowongan pelatih?',
    answer:
      'Buka Lowongan di header olahraga Anda. Di sana ada lowongan dari akademi dan klub lengkap dengan posisi, lokasi, jenis pekerjaan, dan gaji, dan Anda bisa melamar dengan CV.',
  },
  'post-vacancy': {
    question: 'Bisakah akademi saya memasang lowongan kerja?',
    answer:
      'Bisa. Akademi dapat mempromosikan diri, merekrut pelatih, dan memasang lowongan: jelaskan posisi, lokasi, jenis pekerjaan, jam kerja, dan gaji, lalu pelatih melamar langsung.',
  },
} satisfies Record<string, FaqText>
