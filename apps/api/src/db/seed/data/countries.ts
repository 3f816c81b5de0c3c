/** Where the demo catalogue's people live: countries with their places, names, phone shapes and languages. */

/** The sports of the partner catalogue and the academies (specialists also have "Others"). */
export type Sport = 'Badminton' | 'Tennis'

/** Names that belong together, and the languages such a family speaks when not the country's usual ones. */
export type NameGroup = { first: string[]; last: string[]; languages?: string[][] }

/** A city, with its own time zone where the country has several. */
export type Place = { city: string; state: string | null; language?: string; zone?: string }

export type Country = {
  name: string
  /** The abbreviation profiles print after their hours ("Weekdays 6-9 pm IST"). */
  timeZone: string
  /** The IANA zone bookings record for the booker (the place's own, where it has one). */
  zone: string
  /** Online payments are in INR, so only players far from India price in USD or EUR. */
  currency: 'INR' | 'USD' | 'EUR'
  /** Mobile number shapes, the country calling code first; each # becomes a digit. */
  mobiles: string[]
  languages: string[][]
  places: Place[]
  names: NameGroup[]
}

// Name lists are long enough that a few thousand people (partners, specialists and the guests who book
// them) rarely share a full name. Famous players' names are left out on purpose.
export const countries = {
  india: {
    name: 'India',
    timeZone: 'IST',
    zone: 'Asia/Kolkata',
    currency: 'INR',
    mobiles: ['+91 98###-#####', '+91 99###-#####', '+91 97###-#####', '+91 70###-#####', '+91 81###-#####'],
    languages: [['English', 'Hindi'], ['English'], ['Hindi', 'English']],
    places: [
      { city: 'Bengaluru', state: 'Karnataka', language: 'Kannada' },
      { city: 'Hyderabad', state: 'Telangana', language: 'Telugu' },
      { city: 'Chennai', state: 'Tamil Nadu', language: 'Tamil' },
      { city: 'Mumbai', state: 'Maharashtra', language: 'Marathi' },
      { city: 'Pune', state: 'Maharashtra', language: 'Marathi' },
      { city: 'New Delhi', state: 'Delhi' },
      { city: 'Gurugram', state: 'Haryana' },
      { city: 'Kolkata', state: 'West Bengal', language: 'Bengali' },
      { city: 'Kochi', state: 'Kerala', language: 'Malayalam' },
      { city: 'Lucknow', state: 'Uttar Pradesh' },
      { city: 'Ahmedabad', state: 'Gujarat', language: 'Gujarati' },
      { city: 'Chandigarh', state: 'Chandigarh', language: 'Punjabi' },
      { city: 'Guwahati', state: 'Assam', language: 'Assamese' },
      { city: 'Jaipur', state: 'Rajasthan' },
      { city: 'Bhubaneswar', state: 'Odisha', language: 'Odia' },
      { city: 'Indore', state: 'Madhya Pradesh' },
      { city: 'Goa', state: 'Goa', language: 'Konkani' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Aarav', 'Vihaan', 'Ishaan', 'Rahul', 'Varun', 'Nikhil', 'Riya', 'Tanvi', 'Aditi', 'Ananya', 'Kabir', 'Aman', 'Ankit', 'Rohit', 'Saurabh', 'Gaurav', 'Vikram', 'Manish', 'Deepak', 'Abhishek', 'Yash', 'Kunal', 'Akash', 'Harsh', 'Dhruv', 'Shivam', 'Pooja', 'Neha', 'Shreya', 'Kritika', 'Nidhi', 'Sakshi', 'Pallavi', 'Swati', 'Anjali', 'Komal', 'Muskan', 'Ritika', 'Megha', 'Jhanvi', 'Aryan', 'Reyansh', 'Ayaan', 'Advait', 'Parth', 'Tanya', 'Isha', 'Devansh'],
        // biome-ignore format: a long list reads better packed
        last: ['Sharma', 'Gupta', 'Verma', 'Saxena', 'Mehta', 'Joshi', 'Sethi', 'Malhotra', 'Agarwal', 'Kapoor', 'Chopra', 'Bansal', 'Mittal', 'Jain', 'Tiwari', 'Mishra', 'Pandey', 'Srivastava', 'Chauhan', 'Rathore', 'Yadav', 'Tripathi', 'Dubey', 'Bhatia', 'Khanna', 'Arora', 'Goyal', 'Singhal', 'Rastogi', 'Chaudhary'],
      },
      {
        // biome-ignore format: a long list reads better packed
        first: ['Karthik', 'Pranav', 'Siddharth', 'Harini', 'Divya', 'Lakshmi', 'Kavya', 'Meera', 'Arun', 'Nithya', 'Srinivas', 'Venkat', 'Naveen', 'Praveen', 'Sandeep', 'Sai', 'Vijay', 'Ramesh', 'Suresh', 'Ganesh', 'Hari', 'Aravind', 'Vishnu', 'Deepa', 'Keerthana', 'Swathi', 'Sowmya', 'Anusha', 'Bhavana', 'Pavithra', 'Sruthi', 'Revathi', 'Aishwarya', 'Gayathri', 'Madhavi', 'Rajesh', 'Prakash', 'Mahesh', 'Ashwin', 'Nandita'],
        // biome-ignore format: a long list reads better packed
        last: ['Reddy', 'Iyer', 'Nair', 'Rao', 'Menon', 'Pillai', 'Krishnan', 'Gowda', 'Bhat', 'Subramanian', 'Naidu', 'Shetty', 'Hegde', 'Kamath', 'Iyengar', 'Raman', 'Venkatesh', 'Srinivasan', 'Ramachandran', 'Narayanan', 'Chandran', 'Varma', 'Kurup', 'Nambiar', 'Prabhu', 'Acharya', 'Murthy', 'Raju', 'Chowdary', 'Balakrishnan'],
      },
      {
        // biome-ignore format: a long list reads better packed
        first: ['Rohan', 'Aditya', 'Sneha', 'Nandini', 'Shruti', 'Priya', 'Soham', 'Ishita', 'Arnav', 'Omkar', 'Tejas', 'Aniket', 'Mihir', 'Chinmay', 'Sanket', 'Prachi', 'Gauri', 'Rutuja', 'Sayali', 'Mrunal', 'Sourav', 'Arijit', 'Debashish', 'Subhajit', 'Ritwik', 'Anirban', 'Moumita', 'Poulomi', 'Sreya', 'Tanushree', 'Dhaval', 'Harshil', 'Jinal', 'Krupa', 'Hetal'],
        // biome-ignore format: a long list reads better packed
        last: ['Kulkarni', 'Deshpande', 'Patel', 'Chatterjee', 'Banerjee', 'Das', 'Mukherjee', 'Shah', 'Patil', 'Gokhale', 'Pawar', 'Jadhav', 'Shinde', 'Bhosale', 'Gaikwad', 'Sawant', 'Desai', 'Bose', 'Ghosh', 'Dutta', 'Roy', 'Chakraborty', 'Bhattacharya', 'Sarkar', 'Mondal', 'Parikh', 'Trivedi', 'Thakkar', 'Mohanty', 'Panda'],
      },
      {
        // biome-ignore format: a long list reads better packed
        first: ['Gurpreet', 'Harleen', 'Jaskaran', 'Simran', 'Arjun', 'Manpreet', 'Navjot', 'Harpreet', 'Amrit', 'Jasleen', 'Rajveer', 'Kirandeep', 'Prabhjot', 'Baljit', 'Sukhdeep', 'Gagandeep', 'Mandeep', 'Ravneet', 'Tejinder', 'Parminder'],
        last: [
          'Sandhu',
          'Gill',
          'Dhillon',
          'Singh',
          'Grewal',
          'Sidhu',
          'Brar',
          'Bajwa',
          'Randhawa',
          'Virk',
          'Cheema',
          'Aulakh',
          'Bains',
          'Sekhon',
        ],
        languages: [['English', 'Hindi', 'Punjabi']],
      },
      {
        // biome-ignore format: a long list reads better packed
        first: ['Farhan', 'Zoya', 'Imran', 'Ayesha', 'Sana', 'Faizan', 'Arshad', 'Nadeem', 'Sameer', 'Tariq', 'Rehan', 'Aamir', 'Salman', 'Huma', 'Nazia', 'Rukhsar', 'Shabnam', 'Mehreen', 'Zaid', 'Adil', 'Fatima', 'Heena'],
        last: [
          'Khan',
          'Qureshi',
          'Siddiqui',
          'Ansari',
          'Sheikh',
          'Syed',
          'Hussain',
          'Rizvi',
          'Pathan',
          'Baig',
          'Naqvi',
          'Farooqui',
          'Haider',
          'Kazmi',
        ],
        languages: [['English', 'Hindi', 'Urdu']],
      },
      {
        first: [
          'Anthony',
          'Joseph',
          'Rebecca',
          'Clara',
          'Ryan',
          'Sharon',
          'Merlin',
          'Jerin',
          'Tina',
          'Shaun',
          'Roshan',
          'Ashley',
        ],
        last: [
          "D'Souza",
          'Fernandes',
          'Pereira',
          'Rodrigues',
          "D'Costa",
          'Mathew',
          'Varghese',
          'Kurian',
          'Abraham',
          'Philip',
        ],
        languages: [['English', 'Hindi'], ['English', 'Malayalam'], ['English']],
      },
    ],
  },
  indonesia: {
    name: 'Indonesia',
    timeZone: 'WIB',
    zone: 'Asia/Jakarta',
    currency: 'INR',
    mobiles: ['+62 812-####-####', '+62 813-####-####', '+62 857-####-####'],
    languages: [['Bahasa Indonesia', 'English'], ['Bahasa Indonesia']],
    places: [
      { city: 'Jakarta', state: 'DKI Jakarta' },
      { city: 'Surabaya', state: 'East Java', language: 'Javanese' },
      { city: 'Bandung', state: 'West Java', language: 'Sundanese' },
      { city: 'Kudus', state: 'Central Java', language: 'Javanese' },
      { city: 'Medan', state: 'North Sumatra' },
      { city: 'Denpasar', state: 'Bali', language: 'Balinese', zone: 'Asia/Makassar' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Rizky', 'Budi', 'Dimas', 'Fajar', 'Agus', 'Putri', 'Siti', 'Dewi', 'Ayu', 'Nadia', 'Hendra', 'Gita', 'Andi', 'Bayu', 'Eko', 'Yoga', 'Reza', 'Arif', 'Taufik', 'Wahyu', 'Adi', 'Indra', 'Sri', 'Rina', 'Wulan', 'Intan', 'Fitri', 'Anisa', 'Maya', 'Fikri', 'Rahmat', 'Bagas', 'Dian', 'Yusuf'],
        // Many Indonesians go by a single name.
        // biome-ignore format: a long list reads better packed
        last: ['Santoso', 'Wijaya', 'Pratama', 'Saputra', 'Kusuma', 'Hidayat', 'Gunawan', 'Setiawan', 'Halim', '', 'Susanto', 'Nugroho', 'Purnomo', 'Siregar', 'Nasution', 'Simanjuntak', 'Hartono', 'Wibowo', 'Suryadi', 'Firmansyah', 'Ramadhan', 'Lestari', 'Permana', 'Utomo', 'Putra', 'Rahayu', 'Kurniawan', 'Sihombing', 'Tambunan', ''],
      },
    ],
  },
  malaysia: {
    name: 'Malaysia',
    timeZone: 'MYT',
    zone: 'Asia/Kuala_Lumpur',
    currency: 'INR',
    mobiles: ['+60 12-### ####', '+60 17-### ####', '+60 19-### ####'],
    languages: [['Malay', 'English']],
    places: [
      { city: 'Kuala Lumpur', state: 'Federal Territory of Kuala Lumpur' },
      { city: 'George Town', state: 'Penang' },
      { city: 'Johor Bahru', state: 'Johor' },
      { city: 'Kota Kinabalu', state: 'Sabah' },
      { city: 'Ipoh', state: 'Perak' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Aziz', 'Farid', 'Nurul', 'Aisyah', 'Haziq', 'Syafiq', 'Amir', 'Hafiz', 'Izzat', 'Danial', 'Aiman', 'Firdaus', 'Hakim', 'Zulkifli', 'Nabila', 'Aina', 'Balqis', 'Siti', 'Sofea', 'Hana', 'Iman', 'Amirah', 'Afiq', 'Khairul', 'Luqman'],
        // biome-ignore format: a long list reads better packed
        last: ['Abdullah', 'Rahman', 'Ismail', 'Yusof', 'Hassan', 'Ibrahim', 'Ahmad', 'Osman', 'Razak', 'Hamid', 'Salleh', 'Omar', 'Zainal', 'Kamaruddin', 'Jamaluddin', 'Mokhtar', 'Sulaiman', 'Latif'],
      },
      {
        // biome-ignore format: a long list reads better packed
        first: ['Wei Jie', 'Mei Ling', 'Jun Hao', 'Xin Yi', 'Zi Yang', 'Kah Wai', 'Soon Huat', 'Yee Ling', 'Jia Wen', 'Chee Keong', 'Pei Jing', 'Hui Wen', 'Kai Xiang', 'Zhi Hao', 'Shu Min', 'Wai Kit'],
        last: [
          'Lee',
          'Tan',
          'Lim',
          'Wong',
          'Chong',
          'Ng',
          'Goh',
          'Teh',
          'Ong',
          'Yap',
          'Chan',
          'Chin',
          'Leong',
          'Loh',
          'Cheah',
        ],
        languages: [
          ['English', 'Mandarin', 'Malay'],
          ['Mandarin', 'Cantonese', 'English'],
        ],
      },
      {
        // biome-ignore format: a long list reads better packed
        first: ['Kavitha', 'Thinesh', 'Arvind', 'Saravanan', 'Kumaran', 'Devika', 'Logesh', 'Vimala', 'Shalini', 'Rajan', 'Deepan', 'Tharani'],
        // biome-ignore format: a long list reads better packed
        last: ['Ramasamy', 'Subramaniam', 'Muthu', 'Krishnan', 'Govindasamy', 'Ganesan', 'Raman', 'Sivakumar', 'Balasubramaniam', 'Arumugam'],
        languages: [['English', 'Tamil', 'Malay']],
      },
    ],
  },
  thailand: {
    name: 'Thailand',
    timeZone: 'ICT',
    zone: 'Asia/Bangkok',
    currency: 'INR',
    mobiles: ['+66 81 ### ####', '+66 89 ### ####', '+66 62 ### ####'],
    languages: [['Thai', 'English'], ['Thai']],
    places: [
      { city: 'Bangkok', state: null },
      { city: 'Chiang Mai', state: 'Chiang Mai' },
      { city: 'Khon Kaen', state: 'Khon Kaen' },
      { city: 'Phuket', state: 'Phuket' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Kittipong', 'Nattapong', 'Supanida', 'Pimchanok', 'Thanakorn', 'Siriporn', 'Warut', 'Kanokwan', 'Chayut', 'Anucha', 'Somchai', 'Arisa', 'Napat', 'Thanawat', 'Pornpimol', 'Wannasa', 'Chaiwat', 'Kamonwan', 'Phattharaphon', 'Jirayu', 'Nicha', 'Tanapat'],
        // biome-ignore format: a long list reads better packed
        last: ['Saelim', 'Srisuk', 'Wongsawat', 'Boonmee', 'Rattanakul', 'Thongdee', 'Phromma', 'Chaiyasit', 'Jaroenkul', 'Sirisombat', 'Kaewmanee', 'Chantarasiri', 'Pattanapong', 'Somboon', 'Thammasak', 'Sukprasert', 'Wongchai', 'Siriwat'],
      },
    ],
  },
  singapore: {
    name: 'Singapore',
    timeZone: 'SGT',
    zone: 'Asia/Singapore',
    currency: 'INR',
    mobiles: ['+65 9### ####', '+65 8### ####'],
    languages: [['English', 'Mandarin'], ['English']],
    places: [{ city: 'Singapore', state: null }],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Jia Hui', 'Wei Ming', 'Ryan', 'Shawn', 'Rachel', 'Hui Min', 'Marcus', 'Jun Wei', 'Li Ting', 'Zhi Hao', 'Xin Hui', 'Darren', 'Jasmine', 'Nicholas', 'Cheryl', 'Gerald', 'Valerie', 'Bryan', 'Kai Wen', 'Shu Fen'],
        // biome-ignore format: a long list reads better packed
        last: ['Tan', 'Lim', 'Ng', 'Goh', 'Koh', 'Teo', 'Chua', 'Ong', 'Lee', 'Wong', 'Chan', 'Yeo', 'Toh', 'Low', 'Sim', 'Foo', 'Quek', 'Seah'],
      },
      {
        first: ['Priyanka', 'Arun', 'Dinesh', 'Shalini', 'Ravi', 'Meena'],
        last: ['Subramaniam', 'Nair', 'Pillai', 'Rajaratnam', 'Menon', 'Krishnan'],
        languages: [['English', 'Tamil']],
      },
      {
        first: ['Irfan', 'Nur Aisyah', 'Hafiz', 'Syahirah', 'Danial', 'Farhana'],
        last: ['Hassan', 'Rahim', 'Osman', 'Ismail', 'Salleh', 'Yusoff'],
        languages: [['English', 'Malay']],
      },
    ],
  },
  philippines: {
    name: 'Philippines',
    timeZone: 'PHT',
    zone: 'Asia/Manila',
    currency: 'INR',
    mobiles: ['+63 917 ### ####', '+63 918 ### ####', '+63 927 ### ####'],
    languages: [
      ['Filipino', 'English'],
      ['English', 'Filipino'],
    ],
    places: [
      { city: 'Manila', state: 'Metro Manila' },
      { city: 'Quezon City', state: 'Metro Manila' },
      { city: 'Cebu City', state: 'Cebu', language: 'Cebuano' },
      { city: 'Davao City', state: 'Davao del Sur', language: 'Cebuano' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Jose', 'Mark', 'John Paul', 'Angelica', 'Kristine', 'Carlo', 'Miguel', 'Patricia', 'Paolo', 'Joshua', 'Andrea', 'Camille', 'Rafael', 'Bianca', 'Nico', 'Denise', 'Marvin', 'Jerome', 'Katrina', 'Janine', 'Jericho', 'Aira'],
        // biome-ignore format: a long list reads better packed
        last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Villanueva', 'Aquino', 'Dela Cruz', 'Ramos', 'Castillo', 'Soriano', 'Salazar', 'Manalo', 'Pascual', 'Tolentino', 'Mercado', 'Gonzales', 'Lim'],
      },
    ],
  },
  vietnam: {
    name: 'Vietnam',
    timeZone: 'ICT',
    zone: 'Asia/Ho_Chi_Minh',
    currency: 'INR',
    mobiles: ['+84 90 ### ## ##', '+84 91 ### ## ##', '+84 98 ### ## ##'],
    languages: [['Vietnamese', 'English'], ['Vietnamese']],
    places: [
      { city: 'Hanoi', state: null },
      { city: 'Ho Chi Minh City', state: null },
      { city: 'Da Nang', state: null },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Minh', 'Anh', 'Huy', 'Linh', 'Thao', 'Duc', 'Quang', 'Trang', 'Hoa', 'Tuan', 'Phuong', 'Khanh', 'Hieu', 'Nam', 'Thanh', 'Hung', 'Lan', 'Mai', 'Ngoc', 'Vy', 'Tien', 'Bao'],
        last: [
          'Nguyen',
          'Tran',
          'Le',
          'Pham',
          'Hoang',
          'Vu',
          'Dang',
          'Bui',
          'Do',
          'Ngo',
          'Duong',
          'Ly',
          'Phan',
          'Vo',
          'Truong',
          'Dinh',
        ],
      },
    ],
  },
  china: {
    name: 'China',
    timeZone: 'CST',
    zone: 'Asia/Shanghai',
    currency: 'INR',
    mobiles: ['+86 138 #### ####', '+86 139 #### ####', '+86 186 #### ####'],
    languages: [['Mandarin', 'English'], ['Mandarin']],
    places: [
      { city: 'Beijing', state: null },
      { city: 'Shanghai', state: null },
      { city: 'Guangzhou', state: 'Guangdong', language: 'Cantonese' },
      { city: 'Chengdu', state: 'Sichuan' },
      { city: 'Xiamen', state: 'Fujian' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Wei', 'Jing', 'Hao', 'Xin', 'Lei', 'Jie', 'Ting', 'Min', 'Fang', 'Hui', 'Yifan', 'Zihan', 'Haoran', 'Yuxuan', 'Ruoxi', 'Mingyu', 'Zhiwei', 'Xiaoyu', 'Jiayi', 'Bo', 'Tao', 'Yan', 'Rui', 'Kai', 'Lu'],
        // biome-ignore format: a long list reads better packed
        last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Luo', 'Gao', 'Liang', 'Xie', 'Song', 'Tang', 'Han', 'Feng', 'Deng', 'Cao'],
      },
    ],
  },
  japan: {
    name: 'Japan',
    timeZone: 'JST',
    zone: 'Asia/Tokyo',
    currency: 'INR',
    mobiles: ['+81 90-####-####', '+81 80-####-####'],
    languages: [['Japanese', 'English'], ['Japanese']],
    places: [
      { city: 'Tokyo', state: 'Tokyo' },
      { city: 'Osaka', state: 'Osaka' },
      { city: 'Fukuoka', state: 'Fukuoka' },
      { city: 'Yokohama', state: 'Kanagawa' },
      { city: 'Sapporo', state: 'Hokkaido' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Haruto', 'Yuto', 'Sota', 'Yui', 'Aoi', 'Hina', 'Riku', 'Sakura', 'Kenta', 'Ren', 'Daiki', 'Takumi', 'Shota', 'Kaito', 'Yuki', 'Mio', 'Rin', 'Nanami', 'Misaki', 'Haruka', 'Yuna', 'Kazuki', 'Naoki', 'Ayumi', 'Mei', 'Takeshi', 'Emi', 'Ryo'],
        // biome-ignore format: a long list reads better packed
        last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu', 'Mori', 'Ikeda', 'Hashimoto', 'Ishikawa', 'Ogawa', 'Fujita'],
      },
    ],
  },
  korea: {
    name: 'South Korea',
    timeZone: 'KST',
    zone: 'Asia/Seoul',
    currency: 'INR',
    mobiles: ['+82 10-####-####'],
    languages: [['Korean', 'English'], ['Korean']],
    places: [
      { city: 'Seoul', state: null },
      { city: 'Busan', state: null },
      { city: 'Suwon', state: 'Gyeonggi' },
      { city: 'Incheon', state: null },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Do-yun', 'Ji-woo', 'Seung-hoon', 'Ye-jin', 'Hyun-woo', 'Su-bin', 'Jun-seo', 'Ji-min', 'Eun-ji', 'Dong-hyun', 'Yu-na', 'Sung-min', 'Hye-won', 'Tae-yang', 'Ga-eun', 'Woo-jin', 'Soo-ah'],
        // biome-ignore format: a long list reads better packed
        last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon', 'Jang', 'Lim', 'Han', 'Oh', 'Seo', 'Shin', 'Kwon', 'Hwang', 'Ahn', 'Song', 'Jeon', 'Hong', 'Yoo'],
      },
    ],
  },
  denmark: {
    name: 'Denmark',
    timeZone: 'CET',
    zone: 'Europe/Copenhagen',
    currency: 'EUR',
    mobiles: ['+45 2# ## ## ##', '+45 4# ## ## ##'],
    languages: [['Danish', 'English']],
    places: [
      { city: 'Copenhagen', state: null },
      { city: 'Odense', state: null },
      { city: 'Aarhus', state: null },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Mads', 'Rasmus', 'Frederik', 'Emma', 'Ida', 'Mathias', 'Sofie', 'Kasper', 'Mikkel', 'Jonas', 'Line', 'Mette', 'Freja', 'Magnus', 'Cecilie', 'Nikolaj', 'Julie', 'Signe', 'Asger', 'Karoline'],
        // biome-ignore format: a long list reads better packed
        last: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Kristensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Petersen', 'Madsen', 'Christensen', 'Poulsen', 'Johansen', 'Mortensen', 'Møller', 'Thomsen'],
      },
    ],
  },
  spain: {
    name: 'Spain',
    timeZone: 'CET',
    zone: 'Europe/Madrid',
    currency: 'EUR',
    mobiles: ['+34 6## ## ## ##', '+34 7## ## ## ##'],
    languages: [['Spanish', 'English'], ['Spanish']],
    places: [
      { city: 'Madrid', state: 'Community of Madrid' },
      { city: 'Barcelona', state: 'Catalonia', language: 'Catalan' },
      { city: 'Valencia', state: 'Valencian Community' },
      { city: 'Marbella', state: 'Andalusia' },
      { city: 'Seville', state: 'Andalusia' },
      { city: 'Bilbao', state: 'Basque Country', language: 'Basque' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Alejandro', 'Pablo', 'Javier', 'Lucía', 'María', 'Carmen', 'Sergio', 'Álvaro', 'Paula', 'Marta', 'Daniel', 'Adrián', 'Diego', 'Hugo', 'Mario', 'Manuel', 'Laura', 'Elena', 'Sara', 'Irene', 'Claudia', 'Andrea', 'Nerea', 'Raúl', 'Iván', 'Rubén', 'Jorge', 'Cristina', 'Beatriz', 'Inés'],
        // biome-ignore format: a long list reads better packed
        last: ['García', 'Fernández', 'Martínez', 'López', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'González', 'Rodríguez', 'Pérez', 'Gómez', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Jiménez', 'Ruiz', 'Hernández', 'Gil', 'Serrano', 'Blanco', 'Molina', 'Castro', 'Delgado', 'Ortiz', 'Rubio', 'Vidal', 'Iglesias'],
      },
    ],
  },
  france: {
    name: 'France',
    timeZone: 'CET',
    zone: 'Europe/Paris',
    currency: 'EUR',
    mobiles: ['+33 6 ## ## ## ##', '+33 7 ## ## ## ##'],
    languages: [['French', 'English']],
    places: [
      { city: 'Lyon', state: 'Auvergne-Rhône-Alpes' },
      { city: 'Nice', state: "Provence-Alpes-Côte d'Azur" },
      { city: 'Paris', state: 'Île-de-France' },
      { city: 'Bordeaux', state: 'Nouvelle-Aquitaine' },
      { city: 'Toulouse', state: 'Occitanie' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Lucas', 'Hugo', 'Léa', 'Chloé', 'Théo', 'Manon', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Camille', 'Inès', 'Sarah', 'Clément', 'Antoine', 'Mathilde', 'Julie', 'Pauline', 'Maxime', 'Nicolas', 'Romain', 'Émilie', 'Élodie', 'Baptiste', 'Margaux', 'Océane', 'Quentin'],
        // biome-ignore format: a long list reads better packed
        last: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Michel', 'Fournier', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Mercier', 'Blanc', 'Guérin', 'Faure', 'André', 'Chevalier'],
      },
    ],
  },
  germany: {
    name: 'Germany',
    timeZone: 'CET',
    zone: 'Europe/Berlin',
    currency: 'EUR',
    mobiles: ['+49 151 ########', '+49 160 ########', '+49 176 ########'],
    languages: [['German', 'English']],
    places: [
      { city: 'Berlin', state: 'Berlin' },
      { city: 'Munich', state: 'Bavaria' },
      { city: 'Hamburg', state: 'Hamburg' },
      { city: 'Cologne', state: 'North Rhine-Westphalia' },
      { city: 'Frankfurt', state: 'Hesse' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Lukas', 'Leon', 'Finn', 'Jonas', 'Paul', 'Felix', 'Emma', 'Mia', 'Hannah', 'Lena', 'Lea', 'Sophie', 'Maximilian', 'Niklas', 'Tim', 'Laura', 'Julia', 'Anna', 'Moritz', 'Jan', 'Katharina', 'Tobias'],
        // biome-ignore format: a long list reads better packed
        last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Braun', 'Zimmermann', 'Krüger', 'Hartmann', 'Lange'],
      },
    ],
  },
  usa: {
    name: 'USA',
    timeZone: 'CT',
    zone: 'America/Chicago',
    currency: 'USD',
    // 555-01xx numbers are reserved for fiction.
    mobiles: ['+1 (512) 555-01##', '+1 (619) 555-01##', '+1 (305) 555-01##', '+1 (917) 555-01##'],
    languages: [['English']],
    places: [
      { city: 'Austin', state: 'Texas' },
      { city: 'San Diego', state: 'California', zone: 'America/Los_Angeles' },
      { city: 'Miami', state: 'Florida', zone: 'America/New_York' },
      { city: 'New York', state: 'New York', zone: 'America/New_York' },
      { city: 'Chicago', state: 'Illinois' },
      { city: 'Seattle', state: 'Washington', zone: 'America/Los_Angeles' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Ethan', 'Tyler', 'Madison', 'Olivia', 'Jacob', 'Hannah', 'Brandon', 'Chloe', 'Logan', 'Maya', 'Noah', 'Liam', 'Ava', 'Mason', 'Aiden', 'Caleb', 'Sophia', 'Abigail', 'Emily', 'Grace', 'Austin', 'Kyle', 'Megan', 'Lauren', 'Dylan', 'Jordan', 'Natalie'],
        // biome-ignore format: a long list reads better packed
        last: ['Johnson', 'Miller', 'Davis', 'Anderson', 'Thompson', 'Walker', 'Carter', 'Brooks', 'Hughes', 'Brown', 'Jones', 'Moore', 'Clark', 'Lewis', 'Young', 'Allen', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Roberts', 'Parker', 'Turner', 'Collins', 'Stewart', 'Morris', 'Cook', 'Rogers', 'Reed', 'Bell', 'Cooper'],
      },
      {
        first: ['Diego', 'Sofia', 'Mateo', 'Isabella', 'Valeria', 'Santiago', 'Camila', 'Luis', 'Daniela', 'Natalia'],
        last: ['Martinez', 'Hernandez', 'Ramirez', 'Lopez', 'Gonzalez', 'Rodriguez', 'Flores', 'Rivera', 'Morales'],
        languages: [['English', 'Spanish']],
      },
      {
        first: ['Neil', 'Anjali', 'Sanjay', 'Kiran', 'Vivek', 'Asha', 'Deepika', 'Ravi'],
        last: ['Patel', 'Desai', 'Shah', 'Reddy', 'Kapoor', 'Rao', 'Iyer'],
        languages: [
          ['English', 'Gujarati'],
          ['English', 'Hindi'],
        ],
      },
      {
        first: ['Kevin', 'Jessica', 'Andrew', 'Michelle', 'Eric', 'Amy'],
        last: ['Chen', 'Wang', 'Kim', 'Park', 'Liu', 'Wu'],
      },
    ],
  },
  uk: {
    name: 'United Kingdom',
    timeZone: 'GMT',
    zone: 'Europe/London',
    currency: 'USD',
    // The 07700 900xxx range is reserved for drama.
    mobiles: ['+44 7700 900###'],
    languages: [['English']],
    places: [
      { city: 'London', state: 'England' },
      { city: 'Manchester', state: 'England' },
      { city: 'Edinburgh', state: 'Scotland' },
      { city: 'Birmingham', state: 'England' },
      { city: 'Cardiff', state: 'Wales' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Oliver', 'Harry', 'George', 'Amelia', 'Isla', 'Jack', 'Freya', 'Callum', 'James', 'William', 'Charlie', 'Thomas', 'Emily', 'Sophie', 'Jessica', 'Lily', 'Alfie', 'Archie', 'Poppy', 'Ruby', 'Evie', 'Ella', 'Joshua', 'Rhys', 'Fraser', 'Eilidh', 'Niamh', 'Bethan'],
        // biome-ignore format: a long list reads better packed
        last: ['Smith', 'Taylor', 'Clarke', 'Wright', 'Evans', 'Campbell', 'Fletcher', 'Jones', 'Davies', 'Wilson', 'Roberts', 'Robinson', 'Thompson', 'Walker', 'White', 'Edwards', 'Hughes', 'Green', 'Hall', 'Wood', 'Harris', 'Jackson', 'Turner', 'Ward', 'Morgan', 'Bennett', 'MacDonald', 'Reid'],
      },
      {
        first: ['Zain', 'Amira', 'Bilal', 'Aisha', 'Hamza', 'Yasmin', 'Imran', 'Usman'],
        last: ['Ahmed', 'Hussain', 'Ali', 'Khan', 'Iqbal', 'Malik', 'Akhtar'],
        languages: [['English', 'Urdu']],
      },
      {
        first: ['Priya', 'Raj', 'Sunil', 'Nisha', 'Vikram', 'Asha'],
        last: ['Patel', 'Mistry', 'Chauhan', 'Parmar', 'Solanki', 'Lad'],
        languages: [
          ['English', 'Gujarati'],
          ['English', 'Hindi'],
        ],
      },
    ],
  },
  australia: {
    name: 'Australia',
    timeZone: 'AEST',
    zone: 'Australia/Melbourne',
    currency: 'USD',
    mobiles: ['+61 491 570 ###', '+61 491 571 ###'],
    languages: [['English']],
    places: [
      { city: 'Melbourne', state: 'Victoria' },
      { city: 'Brisbane', state: 'Queensland', zone: 'Australia/Brisbane' },
      { city: 'Sydney', state: 'New South Wales', zone: 'Australia/Sydney' },
      { city: 'Perth', state: 'Western Australia', zone: 'Australia/Perth' },
    ],
    names: [
      {
        // biome-ignore format: a long list reads better packed
        first: ['Lachlan', 'Jack', 'Mia', 'Charlotte', 'Cooper', 'Zoe', 'Harrison', 'Ethan', 'Chloe', 'Ruby', 'Matilda', 'Liam', 'Oscar', 'Riley', 'Brodie', 'Georgia', 'Jessica', 'Hayden', 'Tahlia', 'Sienna', 'Angus'],
        // biome-ignore format: a long list reads better packed
        last: ['Wilson', "O'Brien", 'Kelly', 'Mitchell', 'Ryan', 'Smith', 'Jones', 'Williams', 'Brown', 'Taylor', 'Walsh', 'Murphy', 'Thompson', 'White', 'Martin', 'Anderson', 'Harris', 'Clarke', 'Robertson', 'McDonald', 'Campbell', 'Stewart'],
      },
      {
        first: ['Minh', 'Linh', 'Thanh', 'Vy', 'Khoa', 'Tam'],
        last: ['Nguyen', 'Tran', 'Le', 'Pham', 'Huynh'],
        languages: [['English', 'Vietnamese']],
      },
    ],
  },
} satisfies Record<string, Country>

export type CountryKey = keyof typeof countries

// Where partners and specialists live: mostly India, then East and South-East Asia, then the rest of the world.
// biome-ignore format: a table reads better with one line per sport
export const partnerCountries: Record<Sport, Partial<Record<CountryKey, number>>> = {
  Badminton: { india: 40, indonesia: 10, malaysia: 9, thailand: 6, china: 5, japan: 5, korea: 4, singapore: 4, philippines: 3, vietnam: 3, denmark: 4, uk: 3, usa: 2, france: 1, germany: 1 },
  Tennis: { india: 40, spain: 10, usa: 10, france: 6, uk: 5, germany: 5, australia: 5, japan: 4, china: 3, korea: 2, thailand: 2, philippines: 2, vietnam: 2, singapore: 2, indonesia: 1, malaysia: 1 },
}

// biome-ignore format: a table reads better with one line per sport
export const coachCountries: Record<'Badminton' | 'Tennis' | 'Others', Partial<Record<CountryKey, number>>> = {
  Badminton: { india: 42, indonesia: 10, malaysia: 10, china: 5, thailand: 4, japan: 4, korea: 4, denmark: 4, singapore: 3, uk: 3, philippines: 2, vietnam: 2, usa: 2 },
  Tennis: { india: 40, spain: 12, usa: 10, uk: 6, france: 6, germany: 5, australia: 5, japan: 3, singapore: 2, china: 2, korea: 1, thailand: 1, philippines: 1, vietnam: 1 },
  Others: { india: 5, usa: 1, uk: 1, malaysia: 1, singapore: 1, spain: 1 },
}

export const authorCountries: { weight: number; value: CountryKey }[] = [
  { weight: 10, value: 'india' },
  { weight: 2, value: 'indonesia' },
  { weight: 2, value: 'malaysia' },
  { weight: 1, value: 'singapore' },
  { weight: 1, value: 'thailand' },
  { weight: 1, value: 'philippines' },
  { weight: 1, value: 'usa' },
  { weight: 1, value: 'spain' },
  { weight: 1, value: 'uk' },
]

export const guestMailHosts = ['mail.example', 'inbox.example', 'post.example']
