import { base, en, en_IN, Faker } from '@faker-js/faker'
import { and, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { demoIdentities } from '../../adapters/identity/demo-identities.ts'
import type { Database, Transaction } from '../client.ts'
import {
  academies,
  bookings,
  type CoachReference,
  type CoachSocialLinks,
  feedbacks,
  partnerShowcaseItems,
  personalCoaches,
  sparringPartners,
  users,
} from '../schema/index.ts'
import { type Booker, buildBookings } from './demo-bookings.ts'
import { attachDemoDocuments, type DemoFile } from './demo-documents.ts'
import { createDemoUsers } from './demo-users.ts'

export type SeedSummary = {
  users: number
  academies: number
  partners: number
  coaches: number
  showcaseItems: number
  feedbacks: number
  bookings: number
  /** CVs and certificates (PDFs) put in storage for the specialists that have them. */
  documents: number
}

export type SeedOptions = {
  /** Puts a demo file in storage; without it the records still point at the files (tests). */
  storeFile?: (file: DemoFile) => Promise<void>
}

type Sport = 'Badminton' | 'Tennis'
type AcademyRow = typeof academies.$inferInsert & { id: string }
type PartnerRow = typeof sparringPartners.$inferInsert & { id: string; createdAt: Date }
type CoachRow = typeof personalCoaches.$inferInsert & { id: string; createdAt: Date }
type ShowcaseRow = typeof partnerShowcaseItems.$inferInsert
type FeedbackRow = typeof feedbacks.$inferInsert

// Every date is relative to this, never to the clock, so two seeds give the same rows.
const referenceDate = new Date('2026-11-01T00:00:00Z')
const earliestDate = new Date(referenceDate.getTime() - 400 * 24 * 60 * 60 * 1000)
// A few hundred rows per statement: few round trips, and far below PostgreSQL's 65,535 parameters.
const batchSize = 500
const feedbackCount = 1000

/** Names that belong together, and the languages such a family speaks when not the country's usual ones. */
type NameGroup = { first: string[]; last: string[]; languages?: string[][] }
/** A city, with its own time zone where the country has several. */
type Place = { city: string; state: string | null; language?: string; zone?: string }
type Country = {
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
const countries = {
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
type CountryKey = keyof typeof countries

// Where partners and specialists live: mostly India, then East and South-East Asia, then the rest of the world.
// biome-ignore format: a table reads better with one line per sport
const partnerCountries: Record<Sport, Partial<Record<CountryKey, number>>> = {
  Badminton: { india: 40, indonesia: 10, malaysia: 9, thailand: 6, china: 5, japan: 5, korea: 4, singapore: 4, philippines: 3, vietnam: 3, denmark: 4, uk: 3, usa: 2, france: 1, germany: 1 },
  Tennis: { india: 40, spain: 10, usa: 10, france: 6, uk: 5, germany: 5, australia: 5, japan: 4, china: 3, korea: 2, thailand: 2, philippines: 2, vietnam: 2, singapore: 2, indonesia: 1, malaysia: 1 },
}
// biome-ignore format: a table reads better with one line per sport
const coachCountries: Record<'Badminton' | 'Tennis' | 'Others', Partial<Record<CountryKey, number>>> = {
  Badminton: { india: 42, indonesia: 10, malaysia: 10, china: 5, thailand: 4, japan: 4, korea: 4, denmark: 4, singapore: 3, uk: 3, philippines: 2, vietnam: 2, usa: 2 },
  Tennis: { india: 40, spain: 12, usa: 10, uk: 6, france: 6, germany: 5, australia: 5, japan: 3, singapore: 2, china: 2, korea: 1, thailand: 1, philippines: 1, vietnam: 1 },
  Others: { india: 5, usa: 1, uk: 1, malaysia: 1, singapore: 1, spain: 1 },
}

type AcademySeed = {
  name: string
  slug: string
  category: Sport
  country: CountryKey
  location: string
  isPremium?: true
  hasCover: boolean
  /** How many of the eight contact links (website, e-mail and six networks) the academy fills in. */
  links: number
  description: string | null
}

const academySeeds: AcademySeed[] = [
  {
    name: 'SmashPoint',
    slug: 'smashpoint-academy',
    category: 'Badminton',
    country: 'india',
    location: 'Bengaluru, Karnataka, India',
    isPremium: true,
    hasCover: true,
    links: 6,
    description:
      'Eight synthetic courts in HSR Layout, open from 5:30 am for the early batches.\n' +
      'Programmes for beginners, club players and state-level juniors, with a video review every month.\n' +
      'The first trial session is free.',
  },
  {
    name: 'Gopalan Nair Badminton Academy',
    slug: 'gopalan-nair-badminton',
    category: 'Badminton',
    country: 'india',
    location: 'Hyderabad, Telangana, India',
    isPremium: true,
    hasCover: true,
    links: 8,
    description:
      'A residential academy for players who want to make badminton their career, founded by a former national ' +
      'singles champion in 2009.\n\n' +
      'The campus in Gachibowli has fourteen wooden courts under LED lighting with no glare, a strength and ' +
      'conditioning hall, a physiotherapy room, a video analysis studio and hostel rooms for eighty trainees. ' +
      'Meals are planned by our nutritionist and cooked on site, with separate menus for tournament weeks.\n\n' +
      'Training runs in three streams. Foundation (ages 7 to 11) teaches grip, footwork and the joy of the game in ' +
      'small groups. Development (ages 12 to 16) prepares players for district, state and national ranking ' +
      'tournaments, with two on-court sessions a day and school timings respected. High Performance is by ' +
      'selection only and follows the BWF junior and senior calendars, including travel with a coach to ' +
      'international events.\n\n' +
      'Our coaches include two former national champions, three BWF Level 2 coaches and a full-time sports ' +
      'psychologist. Every trainee gets a written plan each quarter, reviewed with parents.\n\n' +
      'Admissions open twice a year, in April and October, with a two-day assessment camp. Scholarships cover ' +
      'fees and boarding for players from low-income families who show promise; about a quarter of our ' +
      'residential trainees hold one.',
  },
  {
    name: 'Rajendra Kulkarni Centre of Excellence for Badminton, Pune',
    slug: 'rk-badminton-pune',
    category: 'Badminton',
    country: 'india',
    location: 'Pune, Maharashtra, India',
    hasCover: true,
    links: 6,
    description:
      'A non-profit centre run by a former national doubles champion and his family.\n' +
      'Twelve wooden courts in Baner, a junior league every weekend and free coaching for government-school children.',
  },
  {
    name: 'Garuda Shuttle Club Jakarta',
    slug: 'garuda-shuttle',
    category: 'Badminton',
    country: 'indonesia',
    location: 'Jakarta, Indonesia',
    isPremium: true,
    hasCover: true,
    links: 7,
    description:
      'Home club of several national junior champions, with ten courts in East Jakarta.\n' +
      'Coaching in Bahasa Indonesia and English; fast doubles rotation is the house speciality.\n' +
      'Visiting players can book one-week training camps all year round.',
  },
  {
    name: 'Kelab Badminton Bukit Jalil',
    slug: 'kb-bukit-jalil',
    category: 'Badminton',
    country: 'malaysia',
    location: 'Kuala Lumpur, Malaysia',
    hasCover: false,
    links: 3,
    description:
      'Community club next to the national sports complex.\n' +
      'Evening classes for adults and school holiday camps for children aged 8 to 15.',
  },
  {
    name: 'Chao Phraya Badminton School',
    slug: 'chaophraya-badminton',
    category: 'Badminton',
    country: 'thailand',
    location: 'Bangkok, Thailand',
    hasCover: true,
    links: 2,
    description:
      'Riverside badminton school with six courts and air-conditioned halls.\n' +
      'Small groups of six players per coach.\n' +
      'Lessons in Thai and English.',
  },
  {
    name: 'Lion City Shuttlers',
    slug: 'lioncity-shuttlers',
    category: 'Badminton',
    country: 'singapore',
    location: 'Singapore',
    hasCover: true,
    links: 5,
    description:
      'Weekday evening training in Bishan and Tampines for juniors and adults.\n' +
      'Certified coaches, NSG preparation squads and a friendly Saturday social league.',
  },
  {
    name: 'Eastern Smash Academy',
    slug: 'eastern-smash',
    category: 'Badminton',
    country: 'india',
    location: 'Kolkata, West Bengal, India',
    hasCover: false,
    links: 4,
    description:
      'Four courts in Salt Lake, open every day of the year except Durga Puja.\n' +
      'Morning batches for school students, evening batches for working adults.\n' +
      'Shuttles and racquets are provided for beginners during the first month.',
  },
  {
    name: 'Ramesh Iyer Tennis Academy',
    slug: 'rit-academy',
    category: 'Tennis',
    country: 'india',
    location: 'Chennai, Tamil Nadu, India',
    isPremium: true,
    hasCover: true,
    links: 6,
    description:
      'Six hard courts and two clay courts in Anna Nagar, with floodlights for evening play.\n' +
      'Full-time and after-school programmes, from red ball to ITF juniors.\n' +
      'Fitness, physiotherapy and match-play are part of every programme.',
  },
  {
    name: 'Ace Arena',
    slug: 'ace-arena',
    category: 'Tennis',
    country: 'india',
    location: 'Mumbai, Maharashtra, India',
    hasCover: false,
    links: 0,
    description: 'Two rooftop courts in Andheri West.\nCoaching for beginners and weekend match play for adults.',
  },
  {
    name: 'Academia de Tenis Sierra Norte',
    slug: 'tenis-sierranorte',
    category: 'Tennis',
    country: 'spain',
    location: 'Madrid, Spain',
    isPremium: true,
    hasCover: true,
    links: 8,
    description:
      'A high-performance tennis academy in the hills north of Madrid, training juniors and young professionals ' +
      'from more than twenty countries.\n\n' +
      'We have sixteen courts: ten red clay, four hard and two indoor, so training never stops for the weather. ' +
      'The campus includes a gym, a recovery pool, a medical unit and an international school with classes in ' +
      'English and Spanish, so players can combine a full school curriculum with four hours of tennis a day.\n\n' +
      'Our method is built on the Spanish school: consistency, patient point construction and heavy topspin, ' +
      'combined with a modern serve and return. Every player has a lead coach, a fitness coach and a weekly ' +
      'video session. Groups never exceed four players per court.\n\n' +
      'Programmes run all year: a full-time academy year from September to June, a summer camp in July and ' +
      'August, and one- to four-week tennis holidays for adults. Our tournament team travels to ITF junior ' +
      'events and ITF World Tennis Tour events across Europe with a coach.\n\n' +
      'Residential players live in supervised houses on campus, with a house parent and a study hour every ' +
      'evening. Airport pick-up, visa letters and medical insurance are arranged by the academy office.\n\n' +
      'Visits and trial weeks can be booked through the website; we answer in English, Spanish and French.',
  },
  {
    name: 'Hill Country Tennis Academy',
    slug: 'hillcountry-tennis',
    category: 'Tennis',
    country: 'usa',
    location: 'Austin, Texas, USA',
    hasCover: true,
    links: 5,
    description:
      'Year-round junior and adult tennis on twelve lighted hard courts just west of downtown Austin, with ' +
      'college-placement advice for high-school players who want to play NCAA tennis.\n' +
      'Private lessons, cardio tennis and league teams for adults.\n' +
      'Summer camps run from June to August.',
  },
  {
    name: 'Aravalli Clay Court Tennis Academy & High Performance Centre',
    slug: 'aravalli-tennis',
    category: 'Tennis',
    country: 'india',
    location: 'Gurugram, Haryana, India',
    hasCover: true,
    links: 7,
    description:
      'The only red clay courts in the National Capital Region, plus four acrylic hard courts.\n' +
      'AITA tournament preparation, fitness testing and a boarding option for outstation juniors.',
  },
  {
    name: 'Kallang Riverside Tennis Club',
    slug: 'kallang-tennis',
    category: 'Tennis',
    country: 'singapore',
    location: 'Singapore',
    hasCover: true,
    links: 3,
    description:
      'Friendly members club with six courts by the Kallang River.\n' +
      'Coaching for all ages, ladder matches every month and a café by the courts.',
  },
  {
    name: 'Sukhumvit Tennis Academy',
    slug: 'sukhumvit-tennis',
    category: 'Tennis',
    country: 'thailand',
    location: 'Bangkok, Thailand',
    hasCover: true,
    links: 1,
    description:
      'Covered courts in the heart of Bangkok, so lessons go ahead in the rainy season.\n' +
      'Group and private lessons in Thai, English and Japanese.',
  },
  {
    name: 'Mont Kiara Tennis Academy',
    slug: 'montkiara-tennis',
    category: 'Tennis',
    country: 'malaysia',
    location: 'Kuala Lumpur, Malaysia',
    hasCover: false,
    links: 2,
    description: null,
  },
]

type Level = { label: string; ranking: [number, number] | null }

const partnerLevels: Record<Sport, Level[]> = {
  Badminton: [
    { label: 'BWF World Tour player', ranking: [1, 12] },
    { label: 'National top 20', ranking: [3, 20] },
    { label: 'National junior champion', ranking: [1, 10] },
    { label: 'State champion', ranking: [12, 60] },
    { label: 'BWF junior ranked', ranking: [8, 40] },
    { label: 'University team', ranking: null },
    { label: 'District champion', ranking: null },
    { label: 'Club league player', ranking: null },
  ],
  Tennis: [
    { label: 'ITF junior', ranking: [10, 80] },
    { label: 'ITF World Tennis Tour player', ranking: [4, 40] },
    { label: 'National top 20', ranking: [3, 20] },
    { label: 'State champion', ranking: [15, 90] },
    { label: 'University team', ranking: null },
    { label: 'College tennis (NCAA Division I)', ranking: null },
    { label: 'Club champion', ranking: null },
  ],
}

const partnerStyles: Record<Sport, string[]> = {
  Badminton: [
    'Attacking left-hander with a steep smash; happy to play full practice games.',
    'Doubles specialist who is strong at the net and quick in the drive exchanges.',
    'Likes long rallies and can feed multi-shuttle drills for your footwork.',
    'Trains six days a week and plays ranking tournaments most months.',
    'Good for singles practice: steady clears, deceptive drops and a patient game plan.',
    'Mixed doubles player with a sharp serve and quick hands at the front.',
  ],
  Tennis: [
    'Baseliner with a heavy topspin forehand, comfortable on clay and hard courts.',
    'Big first serve, useful if you want to practise your return.',
    'Serve-and-volley player who can help with net approaches and passing shots.',
    'Steady two-handed backhand; keeps cross-court rallies going for the full hour.',
    'Plays college tennis and practises most mornings before class.',
    'All-court player who likes to mix slices, drop shots and changes of pace.',
  ],
}

const partnerExtras = [
  'Patient with juniors and adult beginners alike.',
  'Can film the session on request so you can review it later.',
  'Happy to travel to courts across the city.',
  'Prefers early-morning sessions.',
  'Can play practice sets with tournament scoring.',
]

const showcaseNames: Record<Sport, string[]> = {
  Badminton: [
    'Match point at the state finals',
    'Jump smash practice',
    'Net kill drill, front court',
    'Doubles rotation in slow motion',
    'Six-corner footwork routine',
    'Semi-final rally, 31 shots',
    'Morning multi-shuttle session',
    'Backhand clear from the deep corner',
    'Mixed doubles final highlights',
    'Deceptive drop shot compilation',
  ],
  Tennis: [
    'Match point at the state finals',
    'Clay-court baseline rally',
    'First serve practice at dawn',
    'Return of serve drill',
    'Volley and overhead session',
    'Inside-out forehand pattern',
    'ITF junior quarter-final highlights',
    'Two-handed backhand down the line',
    'Slice and drop-shot drill',
    'Practice set under the lights',
  ],
}

type SportProfile = {
  titles: string[]
  specializations: string[]
  certifications: string[]
  nationalCertifications: Partial<Record<CountryKey, string[]>>
  achievements: ((f: Faker) => string)[]
  ranks: ((f: Faker) => string)[]
}

const year = (f: Faker) => f.number.int({ min: 2004, max: 2022 })

const coachingProfiles: Record<Sport, SportProfile> = {
  Badminton: {
    titles: [
      'Former National Champion & Head Coach',
      'Head Coach',
      'Doubles Specialist',
      'Junior Development Coach',
      'BWF Level 2 Coach',
      'Performance Analyst & Coach',
    ],
    specializations: [
      'Singles tactics',
      'Footwork',
      'Doubles rotation',
      'Front-court play',
      'Serve and return',
      'Smash technique',
      'Junior development',
      'Match preparation',
      'Video analysis',
    ],
    certifications: ['BWF Level 1 Coach', 'BWF Level 2 Coach', 'BWF Shuttle Time Tutor', 'First Aid and CPR'],
    nationalCertifications: {
      india: ['SAI NIS Diploma in Badminton Coaching'],
      indonesia: ['PBSI Coaching Certificate'],
      malaysia: ['BAM Coaching Licence'],
    },
    achievements: [
      (f) => `Coached ${f.number.int({ min: 5, max: 25 })} players into the national junior rankings`,
      (f) => `Gold medal, National Games (mixed doubles), ${year(f)}`,
      (f) => `Bronze medal, Asian Junior Championships, ${year(f)}`,
      () => 'Took two students to the BWF World Junior Championships',
      () => 'Assistant coach of the state team for five seasons',
      (f) => `Won ${f.number.int({ min: 3, max: 9 })} national ranking tournaments`,
    ],
    ranks: [
      (f) => `National No. ${f.number.int({ min: 1, max: 15 })} (singles, ${year(f)})`,
      (f) => `National No. ${f.number.int({ min: 1, max: 10 })} (doubles, ${year(f)})`,
      (f) => `BWF World No. ${f.number.int({ min: 18, max: 120 })} (doubles)`,
      (f) => `State champion, ${year(f)}`,
      (f) => `National university champion, ${year(f)}`,
    ],
  },
  Tennis: {
    titles: [
      'Former National Champion & Head Coach',
      'High Performance Coach',
      'ITF Level 2 Coach',
      'Junior Development Coach',
      'Serve and Volley Specialist',
      'Former Tour Player & Coach',
    ],
    specializations: [
      'Serve mechanics',
      'Return of serve',
      'Topspin forehand',
      'Two-handed backhand',
      'Net play',
      'Clay-court tactics',
      'Junior development',
      'Match strategy',
      'Red and orange ball',
    ],
    certifications: ['ITF Level 1 Coaching Certificate', 'ITF Level 2 Coaching Certificate', 'PTR Professional'],
    nationalCertifications: {
      india: ['AITA Level 1 Coach'],
      spain: ['RPT Level 3'],
      usa: ['USPTA Elite Professional'],
      uk: ['LTA Accredited Professional Coach'],
    },
    achievements: [
      (f) => `Coached ${f.number.int({ min: 4, max: 20 })} players to ITF junior rankings`,
      (f) => `National Championships singles and doubles winner, ${year(f)}`,
      () => 'Captain of the university team that won the inter-zonal title',
      () => 'Hit with touring professionals during their off-season blocks',
      (f) => `Quarter-finalist at an ITF World Tennis Tour event, ${year(f)}`,
      () => "Built the academy's under-12 red-ball programme",
    ],
    ranks: [
      (f) => `National No. ${f.number.int({ min: 1, max: 25 })} (singles, ${year(f)})`,
      (f) => `ITF junior world No. ${f.number.int({ min: 20, max: 180 })}`,
      (f) => `ITF World Tennis Tour titles: ${f.number.int({ min: 1, max: 4 })}`,
      (f) => `State champion, ${year(f)}`,
      (f) => `NCAA Division I All-American, ${year(f)}`,
    ],
  },
}

type SpecialistProfile = { title: string; specializations: string[]; certifications: string[] }

// Players book more than coaches: the spec calls them sports specialists.
const specialistProfiles: SpecialistProfile[] = [
  {
    title: 'Sports Psychologist',
    specializations: ['Match-day nerves', 'Focus routines', 'Goal setting', 'Coming back from losses', 'Confidence'],
    certifications: ['M.Sc. Sports Psychology', 'Certified Mental Performance Consultant (CMPC)'],
  },
  {
    title: 'Strength and Conditioning Coach',
    specializations: ['Court speed and agility', 'Injury prevention', 'Periodisation', 'Jump training', 'Mobility'],
    certifications: ['NSCA-CSCS', 'ACSM Certified Exercise Physiologist', 'UKSCA Accredited Coach'],
  },
  {
    title: 'Physiotherapist',
    specializations: ['Shoulder rehabilitation', 'Knee and ankle care', 'Return to play', 'Taping', 'Back pain'],
    certifications: ['BPT', 'MPT (Sports)', 'Kinesio Taping Practitioner'],
  },
  {
    title: 'Nutritionist',
    specializations: ['Tournament nutrition', 'Hydration', 'Weight management', 'Vegetarian athlete diets'],
    certifications: ['M.Sc. Sports Nutrition', 'ISSN Sports Nutrition Specialist'],
  },
]

const otherSportProfiles: (SpecialistProfile & { sport: string })[] = [
  {
    sport: 'squash',
    title: 'Squash Coach & Former National Player',
    specializations: ['Length and width', 'Boast and drive', 'Movement to the T'],
    certifications: ['WSF Level 2 Coach'],
  },
  {
    sport: 'table tennis',
    title: 'Table Tennis Coach (ITTF Level 1)',
    specializations: ['Forehand loop', 'Service variations', 'Third-ball attack'],
    certifications: ['ITTF Level 1 Coach'],
  },
  {
    sport: 'pickleball',
    title: 'Pickleball Coach',
    specializations: ['Dinking', 'Third-shot drop', 'Doubles positioning'],
    certifications: ['PPR Certified Coach'],
  },
  {
    sport: 'padel',
    title: 'Padel Coach',
    specializations: ['Wall play', 'Bandeja', 'Net positioning'],
    certifications: ['FIP Level 1 Padel Instructor'],
  },
  {
    sport: 'squash',
    title: 'Squash Fitness & Movement Coach',
    specializations: ['Ghosting routines', 'Court speed', 'Injury prevention'],
    certifications: ['NSCA-CSCS'],
  },
  {
    sport: 'table tennis',
    title: 'Table Tennis Head Coach',
    specializations: ['Backhand flick', 'Footwork', 'Match tactics'],
    certifications: ['ITTF Level 2 Coach'],
  },
  {
    sport: 'padel',
    title: 'Padel Coach & Former Club Champion',
    specializations: ['Vibora', 'Lob defence', 'Doubles communication'],
    certifications: ['FIP Level 2 Padel Instructor'],
  },
  {
    sport: 'pickleball',
    title: 'Pickleball Coach (IPTPA Level 1)',
    specializations: ['Serve and return depth', 'Kitchen-line play', 'Reset shots'],
    certifications: ['IPTPA Level 1 Certified Teaching Professional'],
  },
]

const specialistAchievements = [
  'Worked with a national junior squad during its pre-season camp',
  'Published a field study on recovery habits of junior athletes',
  'Spoke at a national sports science conference',
  'Supported players through their first international season',
  'Part of the support team at a multi-sport Games',
]

const asianGames: CountryKey[] = [
  'india',
  'indonesia',
  'malaysia',
  'thailand',
  'singapore',
  'philippines',
  'vietnam',
  'china',
  'japan',
  'korea',
]
const commonwealth: CountryKey[] = ['india', 'malaysia', 'singapore', 'uk', 'australia']

/** A highest rank a champion can claim, with the countries that field players in that event. */
type ChampionRank = { make: (f: Faker) => string; from?: CountryKey[] }

/** Former top-ranked players whom players book to talk with (/{sport}/talk-to-champs). */
const championProfiles: Record<
  Sport,
  { titles: string[]; ranks: ChampionRank[]; achievements: ((f: Faker) => string)[] }
> = {
  Badminton: {
    titles: [
      'Former national champion',
      'Former national champion & Olympian',
      'Former world top-20 player',
      'Former national doubles champion',
    ],
    ranks: [
      { make: (f) => `Former World No. ${f.number.int({ min: 3, max: 25 })}` },
      { make: (f) => `Former World No. ${f.number.int({ min: 2, max: 15 })} (doubles)` },
      { make: (f) => `Olympian ${f.helpers.arrayElement([2008, 2012, 2016, 2020])}` },
      { make: (f) => `Asian Games bronze medallist (${f.helpers.arrayElement([2010, 2014, 2018])})`, from: asianGames },
      {
        make: (f) => `Commonwealth Games gold medallist (${f.helpers.arrayElement([2010, 2014, 2018, 2022])})`,
        from: commonwealth,
      },
      { make: (f) => `All England Open semi-finalist (${year(f)})` },
    ],
    achievements: [
      (f) => {
        const first = year(f)
        return `National singles champion, ${first} and ${first + 1}`
      },
      (f) => `Represented the national team at ${f.number.int({ min: 2, max: 6 })} Thomas and Uber Cup campaigns`,
      (f) => `Won ${f.number.int({ min: 2, max: 7 })} BWF World Tour titles`,
      () => 'Quarter-finalist at the BWF World Championships',
    ],
  },
  Tennis: {
    titles: [
      'Former national champion',
      'Former national champion & Olympian',
      'Former tour player',
      'Former national team player',
    ],
    ranks: [
      { make: (f) => `Former World No. ${f.number.int({ min: 25, max: 150 })} (singles)` },
      { make: (f) => `Former World No. ${f.number.int({ min: 15, max: 90 })} (doubles)` },
      { make: (f) => `Olympian ${f.helpers.arrayElement([2008, 2012, 2016, 2020])}` },
      { make: (f) => `Asian Games bronze medallist (${f.helpers.arrayElement([2010, 2014, 2018])})`, from: asianGames },
      { make: () => 'Commonwealth Games medallist (2010)', from: commonwealth },
      { make: () => 'Grand Slam junior quarter-finalist' },
    ],
    achievements: [
      (f) => `National singles champion, ${year(f)}`,
      (f) => `Won ${f.number.int({ min: 2, max: 9 })} ITF World Tennis Tour titles`,
      (f) => `Played ${f.number.int({ min: 4, max: 20 })} Davis Cup or Billie Jean King Cup ties`,
      () => 'Reached the main draw of a Grand Slam',
    ],
  },
}

const experienceOpenings = [
  'first at a district club and later with state-level juniors',
  'after a playing career on the national circuit',
  'mostly with teenagers preparing for ranking tournaments',
  'with club players and adult beginners as well as juniors',
]
const experienceMethods = [
  'Online sessions start with a review of a recent match video and end with a drill plan for the week.',
  'Each call works on one stroke or pattern at a time, with homework you can do on any court.',
  'Sessions mix technical corrections with match tactics, using slow-motion clips you send beforehand.',
]
const specialistMethods = [
  'Calls start with a short questionnaire, then a plan you can follow around your training and school timings.',
  'Each session ends with two or three concrete steps and a check-in a week later.',
  'Works alongside your on-court coach so the advice fits your tournament calendar.',
]
const experienceClosings = [
  'Parents are welcome to join the last ten minutes.',
  'Players from beginner to national level are welcome.',
  'Explains drills slowly and clearly for younger players.',
]

const additionalInformation = [
  'For video calls, place your phone on a tripod at the back of the court so the whole court is in view.',
  'Happy to help parents of juniors plan a tournament calendar.',
  'Send match videos a day before the call for a detailed review.',
  'Can run sessions for two players together at the same fee.',
]

const availabilities = [
  'Weekdays 6-9 pm',
  'Weekends 7-11 am',
  'Mon, Wed, Fri 5-8 pm',
  'Tue to Sat, 6-8 am and 7-9 pm',
  'Weekdays 12-2 pm',
]

const referenceRelations = [
  'Former student, now state champion',
  'Head coach at the club where they trained',
  'Parent of a junior player',
  'Club secretary',
  'Team physiotherapist',
  'Former doubles partner',
]

const feedbackComments = {
  partner: {
    good: [
      'Great hitting partner, kept the rallies going for the full hour.',
      'Very punctual and adjusted the pace to my level.',
      'Played a proper practice match with me before my tournament. Exactly what I needed.',
      'Fed drills patiently and gave useful tips between sets.',
      'Strong player but never made me feel out of my depth.',
      'Booked three sessions already, will keep booking.',
      'My son enjoyed it a lot, very friendly with kids.',
    ],
    fine: [
      'Good session, though we started ten minutes late.',
      'Solid player, but I wanted more match play and less drilling.',
      'Nice rallies, court booking was a bit confusing.',
    ],
    poor: [
      'Cancelled once at the last minute.',
      'The level was too high for me; we did not really adapt.',
      'Spent a lot of the session on the phone.',
    ],
  },
  coach: {
    good: [
      'Helped me fix my backhand grip in two sessions.',
      'The video call was clear and the drills were easy to follow at home.',
      'Explained footwork in a way my daughter finally understood.',
      'Very knowledgeable, gave me a written plan after the call.',
      'Worth every rupee. My serve is much more consistent now.',
      'Calm and encouraging, exactly what I needed before nationals.',
      'Practical advice I could use at my next practice.',
    ],
    fine: [
      'Good advice, but the call felt rushed at the end.',
      'Useful session, the audio dropped a couple of times.',
      'Helpful, though a bit generic for my level.',
    ],
    poor: [
      'Joined the call fifteen minutes late.',
      'Mostly theory, not much I could apply on court.',
      'Did not look at the video I sent before the session.',
    ],
  },
  rejected: [
    'Contact me for cheap racquets and shoes!!!',
    'test',
    'This is my brother, five stars from the whole family',
    'asdfgh',
  ],
}

const socialNetworks = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const

// Letters that Unicode does not decompose into a base letter and a mark.
const transliterations: Record<string, string> = { ø: 'o', æ: 'ae', å: 'a', ß: 'ss', đ: 'd', ł: 'l' }

function asciiSlug(text: string, separator = ''): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæåßđł]/g, (letter) => transliterations[letter] ?? '')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(/^-+|-+$/g, '')
}

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '')
}

function between(f: Faker, from: Date, to: Date = referenceDate): Date {
  return f.date.between({ from, to })
}

function daysAfter(date: Date, days: number): Date {
  return new Date(Math.min(date.getTime() + days * 24 * 60 * 60 * 1000, referenceDate.getTime()))
}

/** Country keys repeated as often as given, in a seeded random order. */
function spread(f: Faker, counts: Partial<Record<CountryKey, number>>): CountryKey[] {
  const keys = Object.entries(counts).flatMap(([key, times]) => Array<CountryKey>(times).fill(key as CountryKey))
  return f.helpers.shuffle(keys)
}

type Name = { firstName: string; lastName: string }
type Person = Name & { country: Country; place: Place; languages: string[][] }

function nameFrom(f: Faker, country: Country): Name & { group: NameGroup } {
  const group = f.helpers.weightedArrayElement(country.names.map((value) => ({ weight: value.first.length, value })))
  return { firstName: f.helpers.arrayElement(group.first), lastName: f.helpers.arrayElement(group.last), group }
}

function fullName({ firstName, lastName }: Name): string {
  return [firstName, lastName].filter(Boolean).join(' ')
}

/**
 * Partners, specialists and the guests who book them, each with a name nobody else in the catalogue has
 * (nor the demo accounts, whose names the seed gives to the records they own).
 */
function createPeople(f: Faker, reservedNames: string[]) {
  const takenNames = new Set(reservedNames)
  return (countryKey: CountryKey, place?: Place): Person => {
    const country: Country = countries[countryKey]
    for (;;) {
      const { firstName, lastName, group } = nameFrom(f, country)
      const name = fullName({ firstName, lastName })
      if (takenNames.has(name)) continue
      takenNames.add(name)
      return {
        firstName,
        lastName,
        country,
        place: place ?? f.helpers.arrayElement(country.places),
        languages: group.languages ?? country.languages,
      }
    }
  }
}

function personEmail(f: Faker, person: Person, host = 'mail.example'): string {
  const local = [asciiSlug(person.firstName), asciiSlug(person.lastName)].filter(Boolean).join('.')
  return `${local}${f.number.int({ min: 1, max: 99 })}@${host}`
}

function avatar(person: Person, id: string): string {
  return `/media/avatars/${asciiSlug(fullName(person), '-')}-${id.slice(0, 4)}.svg`
}

function languagesOf(f: Faker, person: Person): string[] {
  const languages = [...f.helpers.arrayElement(person.languages)]
  const regional = person.place.language
  if (regional && !languages.includes(regional) && f.datatype.boolean(0.6)) languages.push(regional)
  return languages
}

function fee(f: Faker, currency: Country['currency'], amounts: Record<Country['currency'], number[]>) {
  return { feeAmount: f.helpers.arrayElement(amounts[currency]), feeCurrency: currency }
}

const authorCountries: { weight: number; value: CountryKey }[] = [
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

/** Someone who writes feedback or vouches for a specialist: by default from anywhere, mostly India. */
function someoneElse(f: Faker, country: Country = countries[f.helpers.weightedArrayElement(authorCountries)]): Name {
  for (;;) {
    const { firstName, lastName } = nameFrom(f, country)
    if (lastName) return { firstName, lastName }
  }
}

function authorName(f: Faker): string {
  const { firstName, lastName } = someoneElse(f)
  return f.datatype.boolean(0.4) ? `${firstName} ${lastName.charAt(0)}.` : `${firstName} ${lastName}`
}

const countryKeysByName = new Map(
  Object.entries(countries).map(([key, country]): [string, CountryKey] => [country.name, key as CountryKey]),
)
const guestMailHosts = ['mail.example', 'inbox.example', 'post.example']

/**
 * A new guest who books without an account: someone living near the partner they book (they meet on court),
 * or, for an online session with a specialist, anyone, mostly from India.
 */
function createGuests(f: Faker, newPerson: (country: CountryKey, place?: Place) => Person) {
  return (near?: { country: string | null; city: string | null }): Booker => {
    const countryKey =
      (near?.country ? countryKeysByName.get(near.country) : undefined) ??
      f.helpers.weightedArrayElement(authorCountries)
    const country: Country = countries[countryKey]
    const home = country.places.find((place) => place.city === near?.city)
    const person = newPerson(countryKey, home && f.datatype.boolean(0.85) ? home : undefined)
    const mobile = f.helpers.replaceSymbols(f.helpers.arrayElement(country.mobiles))
    const countryCode = mobile.split(' ')[0] as string
    const phone = digitsOf(mobile.slice(countryCode.length))
    return {
      name: fullName(person),
      email: personEmail(f, person, f.helpers.arrayElement(guestMailHosts)),
      phone,
      countryCode,
      whatsappNumber: f.datatype.boolean(0.6) ? `${countryCode}${phone}` : null,
      city: person.place.city,
      country: country.name,
      timeZone: person.place.zone ?? country.zone,
      age: f.helpers.maybe(() => String(f.number.int({ min: 9, max: 58 })), { probability: 0.5 }) ?? null,
    }
  }
}

function buildAcademies(f: Faker): AcademyRow[] {
  const covers: Record<Sport, number> = { Badminton: 0, Tennis: 0 }
  return academySeeds.map((seed) => {
    const country: Country = countries[seed.country]
    const createdAt = between(f, earliestDate)
    const handle = seed.slug.replace(/-/g, '')
    const whatsapp = f.helpers.replaceSymbols(f.helpers.arrayElement(country.mobiles))
    const links: Record<string, string> = {
      facebook: `https://facebook.example/${seed.slug}`,
      instagram: `https://instagram.example/${handle}`,
      linkedin: `https://linkedin.example/company/${seed.slug}`,
      twitter: `https://twitter.example/${handle}`,
      whatsapp,
      youtubeChannel: `https://www.youtube.example/@${handle}`,
    }
    // An academy that lists anything lists its e-mail first, then its website, then some networks.
    const networks = new Set(f.helpers.arrayElements(Object.keys(links), Math.max(0, seed.links - 2)))
    const pick = (network: string) => (networks.has(network) ? (links[network] ?? null) : null)
    const sportSlug = seed.category.toLowerCase()
    return {
      id: f.string.uuid(),
      name: seed.name,
      category: seed.category,
      isPremium: seed.isPremium ?? false,
      isApproved: true,
      coverImage: seed.hasCover ? `/media/courts/${sportSlug}-${++covers[seed.category]}.svg` : null,
      location: seed.location,
      description: seed.description,
      website: seed.links >= 2 ? `https://www.${seed.slug}.example` : null,
      email: seed.links >= 1 ? `info@${seed.slug}.example` : null,
      phone: f.helpers.replaceSymbols(f.helpers.arrayElement(country.mobiles)),
      facebook: pick('facebook'),
      instagram: pick('instagram'),
      linkedin: pick('linkedin'),
      twitter: pick('twitter'),
      whatsapp: pick('whatsapp'),
      youtubeChannel: pick('youtubeChannel'),
      createdAt,
      updatedAt: daysAfter(createdAt, f.number.int({ min: 0, max: 90 })),
    }
  })
}

const partnerFees: Record<Country['currency'], number[]> = {
  INR: [290, 290, 500, 500, 750, 1000, 1200, 1500, 2000],
  USD: [9, 15, 25, 40],
  EUR: [9, 15, 25, 35],
}

function buildPartners(f: Faker, newPerson: (country: CountryKey) => Person): PartnerRow[] {
  const slots = (['Badminton', 'Tennis'] as const).flatMap((sport) =>
    spread(f, partnerCountries[sport]).map((country) => ({ sport, country })),
  )
  // A few have paused their profile, so the admin views and the owner's page show the inactive state.
  const inactive = new Set(f.helpers.arrayElements([...slots.keys()], 6))
  return slots.map(({ sport, country: countryKey }, index) => {
    const person = newPerson(countryKey)
    const id = f.string.uuid()
    const level = f.helpers.arrayElement(partnerLevels[sport])
    const createdAt = between(f, earliestDate)
    const phone = f.helpers.replaceSymbols(f.helpers.arrayElement(person.country.mobiles))
    const bio = [
      f.helpers.arrayElement(partnerStyles[sport]),
      ...f.helpers.arrayElements(partnerExtras, f.number.int({ min: 0, max: 2 })),
    ].join(' ')
    return {
      id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: personEmail(f, person),
      phone: digitsOf(phone),
      image: f.datatype.boolean(0.9) ? avatar(person, id) : null,
      sport,
      level: level.label,
      ranking: level.ranking ? f.number.int({ min: level.ranking[0], max: level.ranking[1] }) : null,
      ...(f.datatype.boolean(0.92)
        ? fee(f, person.country.currency, partnerFees)
        : { feeAmount: null, feeCurrency: person.country.currency }),
      city: person.place.city,
      state: person.place.state,
      country: person.country.name,
      languages: languagesOf(f, person),
      bio,
      // The real value comes from approved feedback once it is inserted.
      totalRating: 0,
      status: inactive.has(index) ? 'INACTIVE' : 'ACTIVE',
      createdAt,
      updatedAt: daysAfter(createdAt, f.number.int({ min: 0, max: 120 })),
    }
  })
}

const coachFees: Record<Country['currency'], number[]> = {
  INR: [500, 800, 1000, 1500, 2000, 2500, 3500],
  USD: [20, 30, 45, 60],
  EUR: [25, 35, 50],
}
// A conversation with a former top player costs more than a coaching call.
const championFees: Record<Country['currency'], number[]> = {
  INR: [3000, 4000, 5000, 7500],
  USD: [75, 100, 150],
  EUR: [70, 90, 140],
}

type CoachSlot = {
  category: 'Badminton' | 'Tennis' | 'Others'
  country: CountryKey
  /** How little of the profile is filled in: nothing beyond the name, or a title and languages only. */
  sparse: 'bare' | 'thin' | false
  approved: boolean
  champion: boolean
}

// The order of each sport's (shuffled) slots: sparse but public profiles first, so the profile page's
// fallback texts show, then a few waiting for approval, then the champions, then everyone else.
const sparseSlots = ['bare', 'thin', 'bare', 'thin', 'bare', 'thin'] as const
const unapprovedSlots = 4
const championSlots = 12

function coachSlots(f: Faker): CoachSlot[] {
  return (['Badminton', 'Tennis', 'Others'] as const).flatMap((category) =>
    spread(f, coachCountries[category]).map((country, index): CoachSlot => {
      // "Others" keep their titles, the only place their sport is named; one waits for approval.
      if (category === 'Others') return { category, country, sparse: false, approved: index !== 0, champion: false }
      const unapproved = index - sparseSlots.length
      const champion = unapproved - unapprovedSlots
      return {
        category,
        country,
        sparse: sparseSlots[index] ?? false,
        approved: unapproved < 0 || unapproved >= unapprovedSlots,
        champion: champion >= 0 && champion < championSlots,
      }
    }),
  )
}

function buildCoaches(f: Faker, newPerson: (country: CountryKey) => Person, academyRows: AcademyRow[]): CoachRow[] {
  let otherIndex = 0
  return coachSlots(f).map(({ category, country: countryKey, sparse, approved, champion }) => {
    const person = newPerson(countryKey)
    const id = f.string.uuid()
    const createdAt = between(f, earliestDate)
    const common = {
      id,
      firstName: person.firstName,
      lastName: person.lastName,
      category,
      isApproved: approved,
      isChampion: false,
      totalRating: 0,
      // The column's default, spelled out because bookings copy it.
      sessionMinutes: 45,
      cvUrl: null,
      createdAt,
      updatedAt: daysAfter(createdAt, f.number.int({ min: 0, max: 120 })),
    }
    if (sparse === 'bare') return { ...common, email: personEmail(f, person) }
    if (sparse === 'thin') {
      const profile = category === 'Others' ? undefined : coachingProfiles[category]
      return {
        ...common,
        email: personEmail(f, person),
        image: avatar(person, id),
        title: f.helpers.arrayElement(profile?.titles ?? specialistProfiles.map(({ title }) => title)),
        languages: languagesOf(f, person),
      }
    }

    const championProfile = champion && category !== 'Others' ? championProfiles[category] : undefined
    const other = category === 'Others' ? otherSportProfiles[otherIndex++ % otherSportProfiles.length] : undefined
    const sportProfile = category === 'Others' ? undefined : coachingProfiles[category]
    const specialist =
      other ?? (!championProfile && f.datatype.boolean(0.35) ? f.helpers.arrayElement(specialistProfiles) : undefined)
    const title = championProfile
      ? f.helpers.arrayElement(championProfile.titles)
      : (specialist?.title ?? f.helpers.arrayElement(sportProfile?.titles ?? []))
    const isCoach = !specialist || other !== undefined
    const experienceYears = f.number.int({ min: 3, max: 28 })
    const sportName = other?.sport ?? category.toLowerCase()
    const handle = asciiSlug(`${person.firstName}_${person.lastName}`, '_')
    const phone = f.helpers.replaceSymbols(f.helpers.arrayElement(person.country.mobiles))
    const localAcademies = academyRows.filter(
      (row) => row.category === category && row.location?.endsWith(person.country.name),
    )

    const background = championProfile
      ? `played ${sportName} on the international circuit for ${f.number.int({ min: 6, max: 14 })} years and has coached for ${experienceYears}, ${f.helpers.arrayElement(experienceOpenings)}.`
      : isCoach
        ? `has coached ${sportName} for ${experienceYears} years, ${f.helpers.arrayElement(experienceOpenings)}.`
        : `has worked with ${sportName} players for ${experienceYears} years as a ${title.toLowerCase()}.`
    const method = f.helpers.arrayElement(isCoach ? experienceMethods : specialistMethods)
    const closing = f.helpers.arrayElement(experienceClosings)
    const coachingExperience = `${person.firstName} ${background} ${method} ${closing}`

    const achievementPool = sportProfile && isCoach ? sportProfile.achievements.map((make) => make(f)) : []
    const achievements = championProfile
      ? f.helpers.arrayElements(
          [...new Set(championProfile.achievements.map((make) => make(f)))],
          f.number.int({ min: 2, max: 3 }),
        )
      : f.helpers.arrayElements(
          [
            ...new Set([
              ...achievementPool,
              ...(other
                ? [`National ${other.sport} championship finalist, ${year(f)}`, `Coached the state ${other.sport} team`]
                : []),
              ...(isCoach ? [] : specialistAchievements),
            ]),
          ],
          { min: 0, max: 3 },
        )

    const highestRank = championProfile
      ? f.helpers
          .arrayElement(championProfile.ranks.filter((rank) => !rank.from || rank.from.includes(countryKey)))
          .make(f)
      : isCoach
        ? sportProfile
          ? f.helpers.arrayElement(sportProfile.ranks)(f)
          : `National No. ${f.number.int({ min: 2, max: 30 })} (${other?.sport})`
        : f.helpers.maybe(() => f.helpers.arrayElement(['Played at state level', 'University team player']), {
            probability: 0.5,
          })

    const socialLinks: CoachSocialLinks = {}
    for (const network of f.helpers.arrayElements(socialNetworks, f.number.int({ min: 0, max: 5 }))) {
      socialLinks[network] =
        network === 'youtube'
          ? `https://www.youtube.example/@${handle.replace(/_/g, '')}`
          : network === 'linkedin'
            ? `https://linkedin.example/in/${handle.replace(/_/g, '-')}`
            : `https://${network}.example/${handle}`
    }

    const references: CoachReference[] = Array.from({ length: f.number.int({ min: 0, max: 2 }) }, () => {
      const referee = someoneElse(f, f.datatype.boolean(0.75) ? person.country : undefined)
      const name = `${referee.firstName} ${referee.lastName}`
      const contact = f.helpers.arrayElement([
        `${asciiSlug(name, '.')}@mail.example`,
        f.helpers.replaceSymbols(f.helpers.arrayElement(person.country.mobiles)),
        undefined,
      ])
      return contact
        ? { name, relation: f.helpers.arrayElement(referenceRelations), contact }
        : { name, relation: f.helpers.arrayElement(referenceRelations) }
    })

    return {
      ...common,
      isChampion: championProfile !== undefined,
      email: personEmail(f, person),
      phone: digitsOf(phone),
      image: championProfile || f.datatype.boolean(0.9) ? avatar(person, id) : null,
      title,
      city: person.place.city,
      state: person.place.state,
      country: person.country.name,
      highestRank: highestRank ?? null,
      ...fee(f, person.country.currency, championProfile ? championFees : coachFees),
      sessionMinutes: f.helpers.arrayElement([30, 45, 45, 60, 60]),
      experienceYears,
      coachingExperience,
      academy:
        localAcademies.length > 0 && f.datatype.boolean(0.5)
          ? (f.helpers.arrayElement(localAcademies).name ?? null)
          : null,
      achievements,
      certifications: f.helpers.arrayElements(
        specialist?.certifications ?? [
          ...(sportProfile?.certifications ?? []),
          ...(sportProfile?.nationalCertifications[countryKey] ?? []),
        ],
        { min: 0, max: 2 },
      ),
      specializations: f.helpers.arrayElements(specialist?.specializations ?? sportProfile?.specializations ?? [], {
        min: 1,
        max: 4,
      }),
      languages: languagesOf(f, person),
      additionalInformation:
        f.helpers.maybe(() => f.helpers.arrayElement(additionalInformation), {
          probability: 0.6,
        }) ?? null,
      availability: `${f.helpers.arrayElement(availabilities)} ${person.country.timeZone}`,
      socialLinks,
      references,
    }
  })
}

const youtubeIdCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'

function buildShowcase(f: Faker, partners: PartnerRow[]): ShowcaseRow[] {
  const active = partners.filter((partner) => partner.status === 'ACTIVE')
  return Array.from({ length: 40 }, () => {
    const partner = f.helpers.arrayElement(active)
    const youtube = f.datatype.boolean(1 / 3)
    return {
      id: f.string.uuid(),
      partnerId: partner.id,
      category: partner.sport,
      type: youtube ? 'youtube' : 'image',
      name: f.helpers.arrayElement(showcaseNames[partner.sport]),
      mediaUrl: youtube
        ? `https://www.youtube.example/watch?v=${f.string.fromCharacters(youtubeIdCharacters, 11)}`
        : `/media/courts/${partner.sport.toLowerCase()}-${f.number.int({ min: 1, max: 8 })}.svg`,
      createdAt: between(f, partner.createdAt),
    } satisfies ShowcaseRow
  })
}

const ratingProfiles = {
  excellent: [
    { weight: 70, value: 5 },
    { weight: 25, value: 4 },
    { weight: 5, value: 3 },
  ],
  good: [
    { weight: 35, value: 5 },
    { weight: 45, value: 4 },
    { weight: 20, value: 3 },
  ],
  mixed: [
    { weight: 25, value: 5 },
    { weight: 35, value: 4 },
    { weight: 20, value: 3 },
    { weight: 12, value: 2 },
    { weight: 8, value: 1 },
  ],
}

function buildFeedbacks(f: Faker, partners: PartnerRow[], coaches: CoachRow[]): FeedbackRow[] {
  const resources = [
    ...partners.map((row) => ({ type: 'partner' as const, id: row.id, createdAt: row.createdAt })),
    // Nobody has booked a specialist who is still waiting for approval.
    ...coaches
      .filter((row) => row.isApproved)
      .map((row) => ({ type: 'coach' as const, id: row.id, createdAt: row.createdAt })),
  ]
  // About one in ten has never been rated, so cards show the "not yet rated" state. Everyone else has
  // at least one feedback; the rest of the feedbackCount go mostly to the popular ones.
  const rated = resources.filter(() => f.datatype.boolean(0.9))
  const counts = rated.map(() => 1)
  const byPopularity = rated.map((_, index) => ({ weight: f.number.int({ min: 1, max: 6 }), value: index }))
  for (let total = rated.length; total < feedbackCount; total++) {
    const index = f.helpers.weightedArrayElement(byPopularity)
    counts[index] = (counts[index] ?? 0) + 1
  }
  return rated.flatMap((resource, index) => {
    const count = counts[index] ?? 0
    // Only much-reviewed people collect the odd poor rating, so no card sits at one star after one bad review.
    const profile = count >= 5 && f.datatype.boolean(0.3) ? 'mixed' : f.helpers.arrayElement(['excellent', 'good'])
    return Array.from({ length: count }, () => {
      const status = f.helpers.weightedArrayElement([
        { weight: 82, value: 'approved' as const },
        { weight: 13, value: 'pending' as const },
        { weight: 5, value: 'rejected' as const },
      ])
      const rating = f.helpers.weightedArrayElement(ratingProfiles[profile])
      const comments = feedbackComments[resource.type]
      const pool =
        status === 'rejected'
          ? feedbackComments.rejected
          : rating >= 4
            ? comments.good
            : rating === 3
              ? comments.fine
              : comments.poor
      return {
        id: f.string.uuid(),
        resourceType: resource.type,
        resourceId: resource.id,
        authorName: authorName(f),
        rating,
        comment: f.helpers.maybe(() => f.helpers.arrayElement(pool), { probability: 0.8 }) ?? null,
        status,
        createdAt: between(f, resource.createdAt),
      } satisfies FeedbackRow
    })
  })
}

async function insertInBatches<TTable extends PgTable>(tx: Transaction, table: TTable, rows: TTable['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx.insert(table).values(rows.slice(start, start + batchSize))
  }
}

function approvedAverages(tx: Transaction, resourceType: 'partner' | 'coach') {
  return tx
    .select({
      resourceId: feedbacks.resourceId,
      average: sql<number>`round(avg(${feedbacks.rating}), 1)`.as('average'),
    })
    .from(feedbacks)
    .where(and(eq(feedbacks.status, 'approved'), eq(feedbacks.resourceType, resourceType)))
    .groupBy(feedbacks.resourceId)
    .as('ratings')
}

/** Sets each partner's and specialist's rating to the average of its approved feedback (0 stays for none). */
async function refreshRatings(tx: Transaction) {
  const partnerAverages = approvedAverages(tx, 'partner')
  await tx
    .update(sparringPartners)
    .set({ totalRating: sql`${partnerAverages.average}` })
    .from(partnerAverages)
    .where(eq(sparringPartners.id, partnerAverages.resourceId))
  const coachAverages = approvedAverages(tx, 'coach')
  await tx
    .update(personalCoaches)
    .set({ totalRating: sql`${coachAverages.average}` })
    .from(coachAverages)
    .where(eq(personalCoaches.id, coachAverages.resourceId))
}

/**
 * Fills an empty database with a believable catalogue: academies, sparring partners, specialists,
 * showcase items, bookings and feedback, and the demo accounts that own some of it. The same rows
 * every time: every row is generated first, then inserted in batches in one transaction.
 */
export async function seedDemoData(db: Database, { storeFile }: SeedOptions = {}): Promise<SeedSummary> {
  const f = new Faker({ locale: [en_IN, en, base] })
  f.seed(2290)
  const newPerson = createPeople(f, demoIdentities.map(fullName))
  const academyRows = buildAcademies(f)
  const partnerRows = buildPartners(f, newPerson)
  const coachRows = buildCoaches(f, newPerson, academyRows)
  const demoFiles = attachDemoDocuments(coachRows)
  const showcaseRows = buildShowcase(f, partnerRows)
  const feedbackRows = buildFeedbacks(f, partnerRows, coachRows)
  const demo = createDemoUsers({ partners: partnerRows, coaches: coachRows, academies: academyRows }, earliestDate)
  const booked = buildBookings(f, {
    partners: partnerRows,
    coaches: coachRows,
    demo,
    newGuest: createGuests(f, newPerson),
    referenceDate,
  })

  // The files first: a record never points at a file that is not there.
  // A dozen at a time: each write is flushed to disk, and flushes overlap well.
  if (storeFile) {
    for (let start = 0; start < demoFiles.length; start += 12) {
      await Promise.all(demoFiles.slice(start, start + 12).map(storeFile))
    }
  }
  await db.transaction(async (tx) => {
    // Users first: the demo records point at their owners.
    await insertInBatches(tx, users, demo.users)
    await insertInBatches(tx, academies, academyRows)
    await insertInBatches(tx, sparringPartners, partnerRows)
    await insertInBatches(tx, personalCoaches, coachRows)
    await insertInBatches(tx, partnerShowcaseItems, showcaseRows)
    await insertInBatches(tx, bookings, booked.bookings)
    await insertInBatches(tx, feedbacks, [...feedbackRows, ...booked.feedbacks])
    await refreshRatings(tx)
  })

  return {
    users: demo.users.length,
    academies: academyRows.length,
    partners: partnerRows.length,
    coaches: coachRows.length,
    showcaseItems: showcaseRows.length,
    feedbacks: feedbackRows.length + booked.feedbacks.length,
    bookings: booked.bookings.length,
    documents: demoFiles.length,
  }
}
