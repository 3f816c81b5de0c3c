import type { FaqText } from '@rally/shared'

export default {
  'book-partner': {
    question: 'Como reservo um parceiro de treino?',
    answer:
      'Escolha o seu esporte, abra Parceiros de treino e escolha um jogador por ranking, cidade ou nome. No perfil dele, toque em Reservar, preencha seus dados de contato, a data e o horário preferidos e a duração da sessão, e escolha Reservar agora e pagar depois ou Pagar e reservar agora.',
  },
  'book-specialist': {
    question: 'Como reservo uma sessão com um especialista esportivo?',
    answer:
      'Abra Especialista esportivo no seu esporte, escolha um treinador, fisioterapeuta, nutricionista ou outro especialista e toque em Reservar. As sessões com especialistas acontecem por videochamada: você escolhe a duração em minutos e o horário preferido.',
  },
  'account-required': {
    question: 'Preciso de uma conta para reservar?',
    answer:
      'Sim. Entre com a sua conta Google antes de reservar, para que reservas, pagamentos e mensagens fiquem juntos num só lugar. É preciso ter pelo menos 18 anos para ter uma conta.',
  },
  'one-request': {
    question: 'Por que só posso ter um pedido aberto por vez?',
    answer:
      'Cada usuário pode fazer um pedido por vez. Parceiros e especialistas respondem mais rápido quando não recebem pedidos duplicados, então espere o seu pedido aberto ser aceito, recusado ou cancelado antes de fazer outro.',
  },
  'after-request': {
    question: 'O que acontece depois de enviar um pedido de reserva?',
    answer:
      'Enviamos uma confirmação por e-mail e avisamos o parceiro ou especialista, que aceita ou recusa o pedido. Você acompanha o status em Minhas reservas e recebe um e-mail a cada mudança.',
  },
  'cancel-booking': {
    question: 'Posso cancelar uma reserva?',
    answer:
      'Sim. Abra Minhas reservas e cancele um pedido que ainda não aconteceu. O cancelamento vale na hora e não tem custo extra.',
  },
  'booking-fee': {
    question: 'Quanto custa uma reserva?',
    answer:
      'A taxa de reserva é de {inr} na Índia, {usd} em dólares americanos ou {eur} em euros. Alguns parceiros e especialistas definem o próprio valor por sessão, mostrado no perfil antes da reserva.',
  },
  'fee-covers': {
    question: 'O que a taxa de reserva paga?',
    answer:
      'Ela garante o seu lugar na agenda do parceiro ou especialista e cobre o pagamento seguro, os e-mails de confirmação, o link de vídeo das sessões com especialistas e o nosso suporte se algo der errado.',
  },
  'pay-later': {
    question: 'O que é Pagar depois?',
    answer:
      'Reservar agora e pagar depois envia o pedido sem pagamento online: a reserva fica registrada com o pagamento pendente, e você paga a taxa antes da sessão na página de pagamento, por QR code UPI, cartão ou UPI.',
  },
  currency: {
    question: 'Em que moeda sou cobrado?',
    answer:
      'Os pagamentos online são feitos em rúpias indianas (INR). Se o seu cartão for de outra moeda, o banco converte o valor pela própria taxa e pode cobrar uma tarifa de transação internacional.',
  },
  'payment-methods': {
    question: 'Quais formas de pagamento posso usar?',
    answer:
      'Cartões de débito e crédito, UPI, o nosso QR code UPI, que qualquer app UPI consegue ler, e as outras formas que o checkout seguro oferece, como internet banking e carteiras digitais.',
  },
  upi: {
    question: 'Posso pagar com UPI?',
    answer:
      'Sim. Escolha UPI no checkout e aprove o pedido no seu app UPI (Google Pay, PhonePe, Paytm, BHIM ou o app do seu banco), ou leia o QR code da página de pagamento.',
  },
  'qr-code': {
    question: 'Como funciona o pagamento por QR code?',
    answer:
      'Na página de pagamento, leia o QR code com qualquer app UPI; toque no código para ampliá-lo em tela cheia se for difícil de ler. O valor já vem preenchido. Depois de pagar, toque em Já paguei e informe a referência do pagamento para que possamos confirmá-lo.',
  },
  'card-safety': {
    question: 'Os dados do meu cartão estão seguros?',
    answer:
      'Os dados do cartão são digitados na janela segura do provedor de pagamentos e nunca chegam aos servidores da Rally. Recebemos apenas uma confirmação assinada do pagamento, que o nosso servidor verifica antes de confirmar a reserva.',
  },
  'payment-failed': {
    question: 'Meu pagamento falhou ou foi cancelado. E agora?',
    answer:
      'Um pagamento cancelado não é cobrado: basta tentar de novo. Se o dinheiro saiu da sua conta mas nenhuma reserva foi criada, escreva para nós com a referência do pagamento e confirmaremos a reserva ou faremos o reembolso.',
    link: 'Fale conosco',
  },
  'money-back': {
    question: 'Posso ter o meu dinheiro de volta?',
    answer:
      'Sim. Há uma garantia de devolução de {refundDays} dias a partir da primeira compra: peça o reembolso em até {refundDays} dias e receba o valor integral.',
    link: 'Leia a política de reembolso e cancelamento',
  },
  'refund-time': {
    question: 'Quanto tempo leva um reembolso?',
    answer:
      'Os reembolsos voltam para a forma de pagamento original em até {refundBusinessDays} dias úteis. O seu banco pode levar um pouco mais para mostrar o valor no extrato.',
  },
  'no-refund': {
    question: 'Quando o reembolso não é possível?',
    answer:
      'Depois de mais de {refundDays} dias de uso, após uma violação dos termos e condições ou da política de privacidade, e em preços promocionais ou com desconto.',
    link: 'Leia a política de reembolso e cancelamento',
  },
  'automatic-refund': {
    question: 'Paguei quando já tinha um pedido aberto. Sou cobrado duas vezes?',
    answer:
      'Não. Cada usuário pode fazer um pedido por vez, então um pagamento feito com outro pedido aberto é reembolsado automaticamente na forma de pagamento original, e avisamos você por e-mail.',
  },
  'video-how': {
    question: 'Como funcionam as sessões por vídeo com especialistas?',
    answer:
      'Quando o especialista aceita o pedido, criamos uma reunião por vídeo e enviamos o link por e-mail para os dois. No horário combinado, abra o link do e-mail ou de Minhas reservas para entrar.',
  },
  'video-needs': {
    question: 'Do que preciso para uma sessão por vídeo?',
    answer:
      'Um celular, tablet ou computador com câmera, microfone e uma conexão de internet estável. Para análise de técnica, posicione o aparelho de forma que o corpo inteiro apareça, ou peça a alguém para filmar você.',
  },
  'video-missed': {
    question: 'E se o especialista não entrar na chamada?',
    answer:
      'Espere alguns minutos e escreva para nós a partir do e-mail usado na reserva. Combinamos um novo horário com o especialista ou fazemos o reembolso conforme a política de reembolso.',
    link: 'Fale conosco',
  },
  'become-partner': {
    question: 'Como me cadastro como parceiro de treino?',
    answer:
      'Entre, escolha o papel Parceiro de treino no cadastro inicial e complete o perfil: esporte, nível, ranking, cidade, disponibilidade e uma foto. Os jogadores podem reservar você assim que o perfil estiver ativo.',
  },
  'become-specialist': {
    question: 'Como me cadastro como especialista esportivo?',
    answer:
      'Entre, escolha Especialista esportivo no cadastro inicial e preencha o perfil: especialidade, experiência, conquistas, valor por sessão, referências, currículo e certificados. Analisamos cada candidatura antes de publicá-la e avisamos por e-mail quando o perfil for aprovado.',
  },
  'edit-profile': {
    question: 'Posso mudar o meu perfil depois?',
    answer:
      'Sim. Abra Perfil no menu do usuário para atualizar dados, foto, valor e disponibilidade quando quiser; as mudanças aparecem na hora no perfil público.',
  },
  'list-academy': {
    question: 'Como cadastro a minha academia ou clube?',
    answer:
      'Entre e cadastre a academia com nome, esporte, local, descrição, imagem de capa e links de contato. Ela aparece na página de Academias do esporte depois de aprovada; as academias premium aparecem primeiro.',
  },
  'find-jobs': {
    question: 'Onde encontro vagas de treinador?',
    answer:
      'Abra Vagas no cabeçalho do seu esporte. Lá estão as vagas de academias e clubes com função, local, tipo de contratação e salário, e você pode se candidatar com o seu currículo.',
  },
  'post-vacancy': {
    question: 'A minha academia pode publicar vagas?',
    answer:
      'Sim. As academias podem se divulgar, contratar treinadores e publicar vagas: descreva a função, o local, o tipo de contratação, o horário e o salário, e os treinadores se candidatam diretamente.',
  },
} satisfies Record<string, FaqText>
