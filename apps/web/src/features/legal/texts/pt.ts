/** The legal documents in Portuguese (Brazil, as the site's `pt` locale): a translation of `en.ts`, with the same keys, entries and placeholders. */
import type { LegalTexts } from './en.ts'

const texts: LegalTexts = {
  ui: {
    version: 'Versão {{version}}',
    effectiveDate: 'Em vigor a partir de {{date}}',
    contents: 'Nesta página',
    otherDocuments: 'Outras políticas',
    questions: 'Dúvidas sobre este documento? Escreva para {{supportEmail}}.',
    termsUpdate: {
      title: 'Nossos Termos e condições mudaram',
      body: 'Publicamos a versão {{version}} dos Termos e condições, em vigor a partir de {{date}}. Leia o que mudou e aceite para continuar usando sua conta.',
      whatChanged: 'O que mudou nos Termos e condições',
      privacyPolicy: 'Política de privacidade',
      accept: 'Aceito',
      accepting: 'Salvando...',
      failed: 'Não foi possível salvar sua aceitação. Tente novamente.',
    },
  },

  privacyPolicy: {
    title: 'Política de privacidade',
    description:
      'Como a Rally coleta, usa, compartilha e protege os dados pessoais de jogadores, pais, treinadores, parceiros de treino e academias, e quais são os seus direitos sobre eles.',
    sections: {
      whoWeAre: {
        heading: 'Quem somos',
        body: [
          'A Rally é um marketplace de esportes de raquete (tênis e badminton) operado pela {{companyName}}, empresa registrada na Índia (“Rally”, “nós”). Jogadores e pais usam a Rally para agendar parceiros de treino e especialistas esportivos, fazer sessões por vídeo com treinadores e encontrar academias e vagas de emprego em qualquer lugar do mundo.',
          'A {{companyName}} é a controladora (a “data fiduciary”, nos termos da legislação indiana) dos dados pessoais descritos nesta política. Você pode entrar em contato conosco pelo e-mail {{supportEmail}} ou pelo telefone {{supportPhone}} sobre qualquer assunto relacionado a esta política.',
        ],
      },
      dataWeCollect: {
        heading: 'Os dados que coletamos',
        body: [
          'Coletamos apenas o necessário para operar o marketplace:',
          '- Dados da conta provenientes do login com o Google: seu nome, endereço de e-mail, foto de perfil e identificador da conta Google. Nunca temos acesso à sua senha do Google.',
          '- Dados de perfil que você nos fornece: nome de usuário, função (jogador, pai ou mãe, treinador, parceiro de treino ou academia), números de telefone e de WhatsApp, país e cidade, esporte, nível de jogo, biografia, valores cobrados e disponibilidade.',
          '- Arquivos que você envia: fotos de perfil, currículos, certificados, logotipos de academias e imagens da galeria.',
          '- Dados de agendamento: quem agendou quem, o esporte, a data e o horário solicitados, as mensagens que você escreve em um formulário de agendamento e o status de cada agendamento.',
          '- Dados de pagamento: o valor, a moeda, a forma e o status de um pagamento, além dos identificadores retornados pelo nosso provedor de pagamentos. Os dados de cartão e de UPI são informados na página do provedor de pagamentos; não recebemos nem armazenamos números de cartão ou PINs do UPI.',
          '- Notas, avaliações, depoimentos, posts de blog e outros conteúdos que você publica.',
          '- Dados técnicos: sua preferência de idioma, as páginas que você acessa, seu endereço IP e o tipo de navegador, mantidos em logs do servidor para manter o serviço seguro.',
        ],
      },
      howWeUse: {
        heading: 'Como usamos seus dados',
        body: [
          '- Para criar e proteger sua conta e manter você conectado.',
          '- Para exibir seu perfil público a quem procura um parceiro de treino, um especialista ou uma academia, caso você tenha escolhido uma função que tenha perfil público.',
          '- Para viabilizar os agendamentos: repassamos seu nome e seus dados de contato à pessoa que você agenda, e os dela a você, para que a sessão possa acontecer.',
          '- Para receber pagamentos, efetuar reembolsos e manter os registros contábeis exigidos por lei.',
          '- Para criar os links das sessões por vídeo agendadas.',
          '- Para enviar a você e-mails sobre sua conta, seus agendamentos, pagamentos e reembolsos, além de respostas às suas mensagens.',
          '- Para exibir notas e avaliações e para moderar conteúdos que violem nossos Termos e condições.',
          '- Para prevenir fraudes e abusos e para corrigir erros.',
          'Não vendemos seus dados pessoais nem os usamos para publicidade de terceiros.',
        ],
      },
      legalBases: {
        heading: 'Por que podemos usá-los',
        body: [
          'Usamos seus dados para executar nosso contrato com você (sua conta e seus agendamentos), porque você consentiu (por exemplo, com um perfil público ou com e-mails opcionais), para cumprir obrigações legais (registros fiscais e contábeis) e com base em nosso legítimo interesse em manter a Rally segura e funcionando. Quando a lei do seu país exigir consentimento, nós o solicitaremos, e você poderá revogá-lo a qualquer momento, sem afetar o que foi feito anteriormente.',
        ],
      },
      sharing: {
        heading: 'Com quem os compartilhamos',
        body: [
          'Compartilhamos dados pessoais apenas com quem precisa deles para prestar o serviço, por meio de contratos que os obrigam a protegê-los:',
          '- O treinador, parceiro de treino, academia ou jogador que está do outro lado de um agendamento.',
          '- O Google, para o seu login.',
          '- A Razorpay, nosso provedor de pagamentos, para processar pagamentos com cartão, UPI e outras formas, bem como reembolsos.',
          '- O Zoom ou o Jitsi, para hospedar as sessões por vídeo.',
          '- Nossos provedores de hospedagem, armazenamento e e-mail.',
          '- Autoridades, quando a lei exigir ou para proteger os direitos e a segurança de nossos usuários.',
        ],
      },
      storage: {
        heading: 'Onde seus dados são armazenados',
        body: [
          'Seus dados são armazenados em servidores na Índia. Quando pessoas de fora da Índia usam a Rally, seus dados são transferidos para a Índia; quando nossos prestadores de serviços tratam dados em outros países, adotamos salvaguardas reconhecidas pela lei, como as cláusulas contratuais padrão da Comissão Europeia para dados provenientes do Espaço Econômico Europeu, do Reino Unido e da Suíça.',
        ],
      },
      retention: {
        heading: 'Por quanto tempo os mantemos',
        body: [
          'Mantemos os dados da sua conta enquanto ela existir. Quando você exclui sua conta, excluímos ou anonimizamos seu perfil, seus arquivos e seus dados de contato em um prazo razoável, exceto o que somos obrigados por lei a manter: os registros de pagamentos e notas fiscais são mantidos pelo período exigido pela legislação tributária e contábil da Índia. Os logs do servidor são mantidos por pouco tempo e depois excluídos.',
        ],
      },
      yourRights: {
        heading: 'Seus direitos',
        body: [
          'Onde quer que você more, pode nos pedir que:',
          '- mostremos os dados pessoais que temos sobre você e lhe forneçamos uma cópia;',
          '- corrijamos dados inexatos ou incompletos (você também pode editar seu perfil por conta própria);',
          '- excluamos seus dados e sua conta;',
          '- limitemos alguns usos dos seus dados ou deixemos de realizá-los caso você se oponha, e acatemos a revogação de um consentimento que você tenha dado;',
          '- forneçamos os dados que você nos passou em um formato portável.',
          'Escreva para {{supportEmail}} a partir do endereço de e-mail da sua conta. Respondemos dentro do prazo previsto em lei. Se você mora no Espaço Econômico Europeu ou no Reino Unido, também pode apresentar reclamação à sua autoridade de proteção de dados e, na Índia, ao Data Protection Board of India; gostaríamos, porém, de ter primeiro a oportunidade de resolver sua questão.',
        ],
      },
      children: {
        heading: 'Crianças e adolescentes',
        body: [
          'Você precisa ter pelo menos {{minimumAge}} anos para criar uma conta. Jogadores mais jovens participam por meio de um dos pais ou responsável legal, que cria a conta, faz os agendamentos e responde por eles. Não coletamos intencionalmente dados pessoais de crianças e adolescentes por meio de contas; se você acredita que uma criança ou adolescente nos forneceu dados pessoais, escreva para {{supportEmail}} e nós os excluiremos.',
        ],
      },
      security: {
        heading: 'Como os protegemos',
        body: [
          'Criptografamos os dados em trânsito, verificamos cada login com o Google, mantemos as sessões revogáveis, limitamos o acesso aos dados pessoais às pessoas que precisam dele e conferimos as confirmações de pagamento com nosso provedor de pagamentos. Nenhum sistema é totalmente seguro; se um incidente de segurança afetar seus dados, avisaremos você e as autoridades conforme exigido por lei.',
        ],
      },
      cookies: {
        heading: 'Cookies e armazenamento local',
        body: [
          'A Rally armazena sua sessão e sua preferência de idioma no seu navegador para que você continue conectado e leia o site no seu idioma. Um formulário de agendamento guarda no seu navegador o que você digitou até que você o envie. Não usamos cookies de publicidade. O Google e a Razorpay podem definir seus próprios cookies quando você faz login ou paga.',
        ],
      },
      changes: {
        heading: 'Alterações desta política',
        body: [
          'Quando alterarmos esta política, publicaremos aqui a nova versão com o número da versão e a data de entrada em vigor. Se a alteração for relevante para o modo como usamos seus dados, avisaremos você por e-mail ou no site antes que ela entre em vigor.',
        ],
      },
      contact: {
        heading: 'Contato',
        body: [
          'Para dúvidas ou solicitações sobre privacidade, escreva para {{supportEmail}}, ligue para {{supportPhone}} ou envie uma mensagem pelo WhatsApp para {{whatsappNumber}}.',
        ],
      },
    },
  },

  termsAndConditions: {
    title: 'Termos e condições',
    description:
      'As regras de uso da Rally: contas, agendamentos com parceiros de treino, especialistas e academias, pagamentos, sessões por vídeo, conteúdos que você publica e nossas responsabilidades.',
    sections: {
      changes: {
        heading: 'O que mudou nesta versão',
        body: [
          '- Reembolsos e cancelamentos agora seguem nossa Política de reembolso e cancelamento e nossa Política de troca e reembolso, que fazem parte destes termos.',
          '- Agora registramos qual versão destes termos você aceitou e pedimos que você os aceite novamente quando mudarem.',
          '- As regras para os conteúdos que você publica (avaliações, depoimentos e posts de blog) estão em uma seção própria.',
        ],
      },
      agreement: {
        heading: 'Acordo',
        body: [
          'Estes termos constituem um acordo entre você e a {{companyName}}, empresa registrada na Índia que opera a Rally. Ao criar uma conta ou fazer um agendamento, você aceita estes termos e nossa Política de privacidade. Se não os aceitar, não use a Rally.',
        ],
      },
      eligibility: {
        heading: 'Quem pode usar a Rally',
        body: [
          '- Você precisa ter pelo menos {{minimumAge}} anos para criar uma conta. Um dos pais ou o responsável legal pode criar uma conta e agendar sessões para um jogador mais jovem, e responde pelo uso que esse jogador faz da Rally.',
          '- É necessária uma conta para usar os serviços da plataforma além da navegação pelas páginas públicas. O login é feito com uma conta Google.',
          '- Você deve fornecer informações verdadeiras, completas e atuais ao se cadastrar e mantê-las atualizadas. Você não pode se passar por outra pessoa nem ter mais de uma conta para a mesma função.',
          '- Você é responsável por tudo o que for feito por meio da sua conta. Avise-nos imediatamente pelo e-mail {{supportEmail}} se achar que outra pessoa a está usando.',
        ],
      },
      service: {
        heading: 'O que a Rally faz',
        body: [
          'A Rally conecta jogadores e pais a parceiros de treino, especialistas esportivos (treinadores) e academias. Treinadores, parceiros de treino e academias são independentes: não são nossos empregados nem nossos representantes, e são responsáveis pelas sessões que realizam, pelas informações em seus perfis e por suas próprias qualificações. Verificamos os perfis antes de publicá-los, mas não garantimos o resultado de nenhuma sessão.',
        ],
      },
      bookings: {
        heading: 'Agendamentos',
        body: [
          '- Um agendamento é uma solicitação à pessoa ou academia que você escolheu. Ele só é confirmado quando ela o aceita; ela também pode recusá-lo.',
          '- Você pode ter apenas uma solicitação de agendamento em aberto por vez.',
          '- As sessões com especialistas acontecem por chamada de vídeo (Zoom ou Jitsi); o link é enviado quando a sessão é aceita. Seja pontual e verifique se sua câmera, seu microfone e sua conexão estão funcionando.',
          '- As sessões de sparring acontecem no local e no horário que você combinar com seu parceiro. Siga as regras do local e jogue com segurança; você pratica atividade física por sua conta e risco, nos limites permitidos pela lei.',
        ],
      },
      payments: {
        heading: 'Taxas e pagamentos',
        body: [
          'A taxa de agendamento é exibida antes do pagamento ({{bookingFees}} para um agendamento padrão). Você pode pagar on-line com cartão, UPI ou outras formas oferecidas pelo nosso provedor de pagamentos Razorpay, escaneando nosso QR code UPI, ou escolher “Pagar depois”, quando disponível, e pagar antes da sessão. Os preços incluem os impostos aplicáveis, salvo indicação em contrário. Um agendamento pago on-line só é registrado quando o provedor de pagamentos confirma o pagamento.',
        ],
      },
      cancellations: {
        heading: 'Cancelamentos e reembolsos',
        body: [
          'Você pode cancelar um agendamento a qualquer momento; o cancelamento tem efeito imediato e não gera nenhum custo adicional. A devolução do seu dinheiro é regida pela nossa Política de reembolso e cancelamento e pela nossa Política de troca e reembolso, que fazem parte destes termos.',
        ],
      },
      content: {
        heading: 'Conteúdos que você publica',
        body: [
          'Você mantém os direitos sobre as fotos, currículos, certificados, avaliações, depoimentos e posts de blog que publica na Rally e nos concede uma licença não exclusiva, mundial e gratuita para hospedá-los, exibi-los e adaptá-los (por exemplo, redimensionar uma imagem) a fim de operar e divulgar o serviço. Você confirma que tem o direito de publicá-los e que eles são verdadeiros.',
          'Avaliações e notas devem descrever a sua própria experiência. Você não pode publicar conteúdo ilegal, enganoso, de ódio, de assédio ou de cunho sexual, que viole direitos de terceiros ou que anuncie outros serviços. Podemos analisar, ocultar ou remover conteúdos e suspender contas que violem essas regras.',
        ],
      },
      conduct: {
        heading: 'Uso aceitável',
        body: [
          '- Trate outros jogadores, pais, treinadores e academias com respeito, on-line e na quadra.',
          '- Não use a Rally para contatar pessoas com finalidades alheias ao esporte, para enviar spam ou para combinar pagamentos fora da Rally por agendamentos feitos na Rally.',
          '- Não tente danificar, sobrecarregar, extrair dados automaticamente do serviço ou fazer engenharia reversa dele, nem acessar dados que não são seus.',
          '- Proteja menores de idade: as sessões com um jogador jovem acontecem com o conhecimento de um dos pais ou do responsável legal.',
        ],
      },
      suspension: {
        heading: 'Suspensão e encerramento da sua conta',
        body: [
          'Você pode encerrar sua conta a qualquer momento escrevendo para {{supportEmail}}. Podemos suspender ou encerrar uma conta que viole estes termos ou a Política de privacidade, que forneça informações falsas ou que coloque outros usuários em risco; sempre que possível, informaremos o motivo antes. A violação destes termos ou da Política de privacidade também extingue qualquer direito a reembolso.',
        ],
      },
      liability: {
        heading: 'Nossa responsabilidade',
        body: [
          'Prestamos o serviço da Rally com cuidado e competência razoáveis, mas não podemos garantir que ele estará sempre disponível ou livre de erros. Na medida permitida pela lei, não nos responsabilizamos por danos indiretos ou consequentes, e nossa responsabilidade total por qualquer reclamação relativa a um agendamento fica limitada ao valor que você nos pagou por esse agendamento. Nada nestes termos limita uma responsabilidade que não possa ser limitada por lei nem os seus direitos como consumidor segundo a lei do seu país.',
        ],
      },
      law: {
        heading: 'Lei aplicável e disputas',
        body: [
          'Estes termos são regidos pelas leis da Índia. Entre em contato conosco primeiro para que possamos tentar resolver qualquer disputa. Caso contrário, o foro competente é o dos tribunais de Bengaluru, Índia, sem privar você da proteção das normas obrigatórias de defesa do consumidor do país onde você mora.',
        ],
      },
      updates: {
        heading: 'Alterações destes termos',
        body: [
          'Podemos alterar estes termos quando o serviço ou a lei mudarem. Publicamos cada versão com o número da versão e a data de entrada em vigor e pedimos aos usuários conectados que aceitem a nova versão antes de continuarem usando a conta.',
        ],
      },
      contact: {
        heading: 'Contato',
        body: ['Dúvidas sobre estes termos: {{supportEmail}}, {{supportPhone}} ou WhatsApp {{whatsappNumber}}.'],
      },
    },
  },

  refundPolicy: {
    title: 'Política de reembolso e cancelamento',
    description:
      'A garantia de devolução do dinheiro da Rally: quando um pagamento é reembolsado, quanto tempo um reembolso leva para chegar e como funciona o cancelamento de um agendamento.',
    sections: {
      guarantee: {
        heading: 'Nossa garantia de devolução do dinheiro em {{refundWindowDays}} dias',
        body: [
          'Se você não ficar satisfeito, pode receber seu dinheiro de volta em até {{refundWindowDays}} dias após sua primeira compra na Rally. O prazo da garantia é contado a partir da data da sua primeira compra (seu primeiro agendamento pago ou sua primeira assinatura).',
        ],
      },
      exclusions: {
        heading: 'Quando não há reembolso',
        body: [
          'Um pagamento não é reembolsado:',
          '- após mais de {{refundWindowDays}} dias de uso;',
          '- quando você violou nossos Termos e condições ou nossa Política de privacidade;',
          '- quando você pagou um preço promocional ou com desconto.',
        ],
      },
      howRefundsArrive: {
        heading: 'Como você recebe um reembolso',
        body: [
          'O reembolso volta para a forma de pagamento original: o cartão, a conta UPI ou outra forma que você usou para pagar. Ele chega em até {{refundArrivalBusinessDays}} dias úteis após a nossa aprovação; depois disso, é o seu banco ou o emissor do seu cartão que define quando ele aparece no seu extrato ou fatura.',
          'Se você pagou escaneando nosso QR code UPI, o reembolso volta para a conta UPI de onde veio o pagamento. Agendamentos feitos com “Pagar depois” e ainda não pagos, bem como agendamentos gratuitos, não têm nada a reembolsar.',
        ],
      },
      cancellation: {
        heading: 'Cancelar um agendamento',
        body: [
          'Você pode cancelar um agendamento a qualquer momento em “Meus agendamentos”. O cancelamento tem efeito imediato e não há cobrança adicional por cancelar. Quando um agendamento cancelado se enquadra na garantia acima, o reembolso é iniciado automaticamente e avisamos você por e-mail.',
          'Quando um treinador, parceiro de treino ou academia recusa ou cancela um agendamento que você pagou, você pode pedir um reembolso ou uma troca, conforme descrito em nossa Política de troca e reembolso.',
        ],
      },
      howToAsk: {
        heading: 'Como pedir um reembolso',
        body: [
          'Cancele o agendamento em “Meus agendamentos” ou escreva para {{supportEmail}} a partir do endereço de e-mail da sua conta, informando o agendamento e o motivo. Você também pode ligar para {{supportPhone}} ou enviar uma mensagem pelo WhatsApp para {{whatsappNumber}}. Respondemos a todas as solicitações e informamos o resultado por e-mail.',
        ],
      },
    },
  },

  exchangeAndRefundPolicy: {
    title: 'Política de troca e reembolso',
    description:
      'Como transferir um agendamento pago na Rally para outra data, outro especialista ou outro parceiro de treino, e quando, em vez disso, você recebe seu dinheiro de volta.',
    sections: {
      scope: {
        heading: 'O que esta política abrange',
        body: [
          'A Rally vende serviços, não produtos: sessões com parceiros de treino e especialistas esportivos, e agendamentos com academias. Uma “troca” significa transferir um agendamento pago para outra data ou horário, ou para outro treinador, parceiro de treino ou academia, em vez de receber um reembolso. Esta política complementa nossa Política de reembolso e cancelamento.',
        ],
      },
      exchanges: {
        heading: 'Trocar um agendamento',
        body: [
          '- Outra data ou horário: combine um novo horário com a pessoa que você agendou ou peça para organizarmos. O agendamento e o pagamento continuam os mesmos.',
          '- Outra pessoa: se o treinador, parceiro de treino ou academia não puder realizar a sessão, você pode escolher outra pessoa na Rally pelo mesmo valor, e seu pagamento é transferido para o novo agendamento.',
          '- A troca é gratuita. Escreva para {{supportEmail}} informando seu agendamento e o que você gostaria no lugar dele.',
        ],
      },
      whenDeclined: {
        heading: 'Quando a outra parte recusa ou cancela',
        body: [
          'Se a pessoa ou academia que você agendou recusar sua solicitação, cancelá-la ou não comparecer, você escolhe: uma troca, como descrito acima, ou seu dinheiro de volta na forma de pagamento original em até {{refundArrivalBusinessDays}} dias úteis.',
        ],
      },
      refunds: {
        heading: 'Reembolso em vez de troca',
        body: [
          'Nos demais casos, os reembolsos seguem nossa Política de reembolso e cancelamento: dinheiro de volta em até {{refundWindowDays}} dias após sua primeira compra, pago na forma de pagamento original em até {{refundArrivalBusinessDays}} dias úteis; sem reembolso após mais de {{refundWindowDays}} dias de uso, após uma violação dos nossos Termos e condições ou da nossa Política de privacidade, ou para um preço promocional ou com desconto.',
        ],
      },
      sessionQuality: {
        heading: 'Se uma sessão deu errado',
        body: [
          'Se uma sessão por vídeo não pôde acontecer por causa de um problema técnico do nosso lado, ou se uma sessão claramente não correspondeu ao que o perfil descrevia, avise-nos dentro do prazo de reembolso pelo e-mail {{supportEmail}}. Analisamos cada relato e oferecemos uma troca ou um reembolso conforme as regras acima.',
        ],
      },
      contact: {
        heading: 'Contato',
        body: [
          'Escreva para {{supportEmail}}, ligue para {{supportPhone}} ou envie uma mensagem pelo WhatsApp para {{whatsappNumber}}.',
        ],
      },
    },
  },
}

export default texts
