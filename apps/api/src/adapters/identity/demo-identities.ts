/**
 * The demo accounts of the embedded default, one for every role. The seed
 * creates a user for each and links the role's records; the local issuer
 * signs their tokens.
 */
export type DemoIdentity = {
  key: string
  subject: string
  email: string
  firstName: string
  lastName: string
  role: 'player' | 'parent' | 'coach' | 'partner' | 'academy' | 'admin'
  description: string
}

export const demoIdentities: DemoIdentity[] = [
  {
    key: 'player',
    subject: 'demo:player',
    email: 'aarav.mehta@demo.example',
    firstName: 'Aarav',
    lastName: 'Mehta',
    role: 'player',
    description: 'A club player in Bengaluru looking for sparring partners',
  },
  {
    key: 'parent',
    subject: 'demo:parent',
    email: 'siti.rahman@demo.example',
    firstName: 'Siti',
    lastName: 'Rahman',
    role: 'parent',
    description: 'A parent in Kuala Lumpur booking sessions for a junior player',
  },
  {
    key: 'coach',
    subject: 'demo:coach',
    email: 'coach.demo@demo.example',
    firstName: 'Meera',
    lastName: 'Iyer',
    role: 'coach',
    description: 'A badminton specialist with an approved profile',
  },
  {
    key: 'partner',
    subject: 'demo:partner',
    email: 'partner.demo@demo.example',
    firstName: 'Budi',
    lastName: 'Santoso',
    role: 'partner',
    description: 'A ranked tennis player offering sparring sessions',
  },
  {
    key: 'academy',
    subject: 'demo:academy',
    email: 'academy.demo@demo.example',
    firstName: 'Carlos',
    lastName: 'Ortega',
    role: 'academy',
    description: 'The owner of a tennis academy listed on Rally',
  },
  {
    key: 'admin',
    subject: 'demo:admin',
    email: 'admin@demo.example',
    firstName: 'Rally',
    lastName: 'Admin',
    role: 'admin',
    description: 'Moderates registrations and feedback',
  },
]
