import { isLocale, type Locale } from "@/lib/locales";
import { authMessages } from "../auth.validation";

/**
 * Every visible word of the sign-in, registration, password reset, account and profile screens, in
 * every language a site may offer. Plain strings only, so that they can cross to the browser; a
 * `{name}` marks a value filled in by `fillText` (auth-text.ts). English quotes the spec's messages
 * (auth.validation.ts) exactly. Messages that come from the server stay as the server sends them.
 *
 * Client components import only the types of this module, and take their strings as props from the
 * server, so that a page's bundle holds one language.
 */
export interface AuthStrings {
  // Fields and buttons shared by several forms
  email: string;
  password: string;
  username: string;
  fullName: string;
  signIn: string;
  signingIn: string;
  saving: string;
  // Sign-in page and form
  signInSubtitle: string;
  newHere: string;
  forgotPassword: string;
  signedIn: string;
  // Registration page and form
  registerTitle: string;
  registerSubtitle: string;
  haveAccount: string;
  passwordHint: string;
  freeTrial: string;
  freeTrialHint: string;
  createAccount: string;
  creatingAccount: string;
  registeredConfirm: string;
  registered: string;
  // Password reset page and forms
  resetTitle: string;
  resetSubtitle: string;
  chooseTitle: string;
  backToSignIn: string;
  sendResetLink: string;
  sending: string;
  newPassword: string;
  repeatPassword: string;
  setNewPassword: string;
  passwordChanged: string;
  // Account and profile pages
  accountTitle: string;
  signedInAs: string;
  name: string;
  role: string;
  administrator: string;
  member: string;
  editProfile: string;
  signOut: string;
  profileTitle: string;
  backToAccount: string;
  saveProfile: string;
  profileSaved: string;
  // Messages the browser itself produces (keys named as in authMessages)
  fillAllFields: string;
  usernameTooShort: string;
  invalidEmail: string;
  passwordTooShort: string;
  passwordUppercase: string;
  passwordLowercase: string;
  passwordDigit: string;
  resetEmailRequired: string;
  passwordsDiffer: string;
  loginFailed: string;
  profileFailed: string;
  freeTrialFailed: string;
  emailSendFailed: string;
  resetSent: string;
  resetLinkInvalid: string;
}

const passwordRules = ["fillAllFields", "passwordTooShort", "passwordUppercase", "passwordLowercase", "passwordDigit"] as const;

/** The words each form needs; the server passes only these to the browser. */
export const loginFormKeys = ["email", "password", "signIn", "signingIn", "signedIn", "fillAllFields", "loginFailed"] as const;
export const registerFormKeys = [
  "username", "email", "password", "passwordHint", "freeTrial", "freeTrialHint", "createAccount", "creatingAccount", "registeredConfirm", "registered",
  ...passwordRules, "usernameTooShort", "invalidEmail", "profileFailed", "freeTrialFailed", "emailSendFailed",
] as const;
export const requestResetFormKeys = ["email", "sendResetLink", "sending", "resetEmailRequired", "invalidEmail", "resetSent"] as const;
export const newPasswordFormKeys = ["newPassword", "repeatPassword", "setNewPassword", "saving", "passwordChanged", ...passwordRules, "passwordsDiffer"] as const;
export const profileFormKeys = ["username", "fullName", "saveProfile", "saving", "profileSaved", "profileFailed"] as const;

/** The header's login and register modal shows both forms. */
export const authModalFormKeys = [...new Set([...loginFormKeys, ...registerFormKeys])] as ((typeof loginFormKeys)[number] | (typeof registerFormKeys)[number])[];

export type LoginFormStrings = Pick<AuthStrings, (typeof loginFormKeys)[number]>;
export type RegisterFormStrings = Pick<AuthStrings, (typeof registerFormKeys)[number]>;
export type RequestResetFormStrings = Pick<AuthStrings, (typeof requestResetFormKeys)[number]>;
export type NewPasswordFormStrings = Pick<AuthStrings, (typeof newPasswordFormKeys)[number]>;
export type ProfileFormStrings = Pick<AuthStrings, (typeof profileFormKeys)[number]>;

export const authStrings: Record<Locale, AuthStrings> = {
  en: {
    email: "Email", password: "Password", username: "Username", fullName: "Full name", signIn: "Sign in", signingIn: "Signing in…", saving: "Saving…",
    signInSubtitle: "Welcome back to {site}.", newHere: "New here?", forgotPassword: "Forgot your password?", signedIn: "Signed in. Redirecting…",
    registerTitle: "Create an account", registerSubtitle: "Join {site}.", haveAccount: "Already have an account?",
    passwordHint: "At least 8 characters, with an uppercase letter, a lowercase letter and a number.",
    freeTrial: "Start a free trial", freeTrialHint: "Try everything free for 14 days. No card needed.",
    createAccount: "Create account", creatingAccount: "Creating your account…",
    registeredConfirm: "Registration successful. Please confirm your email address with the link we sent, then sign in.",
    registered: "Registration successful! Redirecting…",
    resetTitle: "Reset your password", resetSubtitle: "We will e-mail you a link to choose a new password.", chooseTitle: "Choose a new password",
    backToSignIn: "Back to sign in", sendResetLink: "Send reset link", sending: "Sending…", newPassword: "New password", repeatPassword: "Repeat the new password",
    setNewPassword: "Set new password", passwordChanged: "Your password has been changed. You can now sign in with it.",
    accountTitle: "Your account", signedInAs: "Signed in as {email}", name: "Name", role: "Role", administrator: "Administrator", member: "Member",
    editProfile: "Edit your profile", signOut: "Sign out", profileTitle: "Your profile", backToAccount: "Back to your account", saveProfile: "Save profile", profileSaved: "Profile saved",
    // The spec's own words, from the one place that quotes them.
    fillAllFields: authMessages.fillAllFields,
    usernameTooShort: authMessages.usernameTooShort,
    invalidEmail: authMessages.invalidEmail,
    passwordTooShort: authMessages.passwordTooShort,
    passwordUppercase: authMessages.passwordUppercase,
    passwordLowercase: authMessages.passwordLowercase,
    passwordDigit: authMessages.passwordDigit,
    resetEmailRequired: authMessages.resetEmailRequired,
    passwordsDiffer: authMessages.passwordsDiffer,
    loginFailed: authMessages.loginFailed,
    profileFailed: authMessages.profileFailed,
    freeTrialFailed: "Failed to complete free trial registration. Please try again.",
    emailSendFailed: "Registration successful, but failed to send {type} email. Please contact support.",
    resetSent: "Password reset email sent. Please check your inbox.",
    resetLinkInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  },
  es: {
    email: "Correo electrónico", password: "Contraseña", username: "Nombre de usuario", fullName: "Nombre completo", signIn: "Iniciar sesión", signingIn: "Iniciando sesión…", saving: "Guardando…",
    signInSubtitle: "Te damos la bienvenida de nuevo a {site}.", newHere: "¿Eres nuevo?", forgotPassword: "¿Olvidaste tu contraseña?", signedIn: "Sesión iniciada. Redirigiendo…",
    registerTitle: "Crear una cuenta", registerSubtitle: "Únete a {site}.", haveAccount: "¿Ya tienes una cuenta?",
    passwordHint: "Al menos 8 caracteres, con una letra mayúscula, una letra minúscula y un número.",
    freeTrial: "Empezar una prueba gratuita", freeTrialHint: "Pruébalo todo gratis durante 14 días. Sin tarjeta.",
    createAccount: "Crear cuenta", creatingAccount: "Creando tu cuenta…",
    registeredConfirm: "Registro completado. Confirma tu dirección de correo con el enlace que te hemos enviado y después inicia sesión.",
    registered: "¡Registro completado! Redirigiendo…",
    resetTitle: "Restablecer la contraseña", resetSubtitle: "Te enviaremos por correo un enlace para elegir una contraseña nueva.", chooseTitle: "Elige una contraseña nueva",
    backToSignIn: "Volver a iniciar sesión", sendResetLink: "Enviar enlace", sending: "Enviando…", newPassword: "Contraseña nueva", repeatPassword: "Repite la contraseña nueva",
    setNewPassword: "Guardar la contraseña nueva", passwordChanged: "Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.",
    accountTitle: "Tu cuenta", signedInAs: "Sesión iniciada como {email}", name: "Nombre", role: "Rol", administrator: "Administrador", member: "Miembro",
    editProfile: "Editar tu perfil", signOut: "Cerrar sesión", profileTitle: "Tu perfil", backToAccount: "Volver a tu cuenta", saveProfile: "Guardar perfil", profileSaved: "Perfil guardado",
    fillAllFields: "Rellena todos los campos",
    usernameTooShort: "El nombre de usuario debe tener al menos 3 caracteres",
    invalidEmail: "Introduce una dirección de correo válida",
    passwordTooShort: "La contraseña debe tener al menos 8 caracteres",
    passwordUppercase: "La contraseña debe contener al menos una letra mayúscula",
    passwordLowercase: "La contraseña debe contener al menos una letra minúscula",
    passwordDigit: "La contraseña debe contener al menos un número",
    resetEmailRequired: "Introduce tu dirección de correo",
    passwordsDiffer: "Las dos contraseñas no coinciden",
    loginFailed: "No se pudo iniciar sesión. Inténtalo de nuevo.",
    profileFailed: "No se pudo crear ni actualizar el perfil de usuario",
    freeTrialFailed: "No se pudo completar el registro de la prueba gratuita. Inténtalo de nuevo.",
    emailSendFailed: "Registro completado, pero no se pudo enviar el correo {type}. Ponte en contacto con el soporte.",
    resetSent: "Te hemos enviado un correo para restablecer la contraseña. Revisa tu bandeja de entrada.",
    resetLinkInvalid: "Este enlace no es válido o ha caducado. Pide uno nuevo.",
  },
  fr: {
    email: "E-mail", password: "Mot de passe", username: "Nom d'utilisateur", fullName: "Nom complet", signIn: "Se connecter", signingIn: "Connexion…", saving: "Enregistrement…",
    signInSubtitle: "Bon retour sur {site}.", newHere: "Nouveau ici ?", forgotPassword: "Mot de passe oublié ?", signedIn: "Connecté. Redirection…",
    registerTitle: "Créer un compte", registerSubtitle: "Rejoignez {site}.", haveAccount: "Vous avez déjà un compte ?",
    passwordHint: "Au moins 8 caractères, avec une majuscule, une minuscule et un chiffre.",
    freeTrial: "Commencer un essai gratuit", freeTrialHint: "Essayez tout gratuitement pendant 14 jours. Sans carte bancaire.",
    createAccount: "Créer le compte", creatingAccount: "Création de votre compte…",
    registeredConfirm: "Inscription réussie. Confirmez votre adresse e-mail avec le lien que nous vous avons envoyé, puis connectez-vous.",
    registered: "Inscription réussie ! Redirection…",
    resetTitle: "Réinitialiser votre mot de passe", resetSubtitle: "Nous vous enverrons par e-mail un lien pour choisir un nouveau mot de passe.", chooseTitle: "Choisissez un nouveau mot de passe",
    backToSignIn: "Retour à la connexion", sendResetLink: "Envoyer le lien", sending: "Envoi…", newPassword: "Nouveau mot de passe", repeatPassword: "Répétez le nouveau mot de passe",
    setNewPassword: "Enregistrer le mot de passe", passwordChanged: "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec.",
    accountTitle: "Votre compte", signedInAs: "Connecté en tant que {email}", name: "Nom", role: "Rôle", administrator: "Administrateur", member: "Membre",
    editProfile: "Modifier votre profil", signOut: "Se déconnecter", profileTitle: "Votre profil", backToAccount: "Retour à votre compte", saveProfile: "Enregistrer le profil", profileSaved: "Profil enregistré",
    fillAllFields: "Veuillez remplir tous les champs",
    usernameTooShort: "Le nom d'utilisateur doit comporter au moins 3 caractères",
    invalidEmail: "Veuillez saisir une adresse e-mail valide",
    passwordTooShort: "Le mot de passe doit comporter au moins 8 caractères",
    passwordUppercase: "Le mot de passe doit contenir au moins une majuscule",
    passwordLowercase: "Le mot de passe doit contenir au moins une minuscule",
    passwordDigit: "Le mot de passe doit contenir au moins un chiffre",
    resetEmailRequired: "Veuillez saisir votre adresse e-mail",
    passwordsDiffer: "Les deux mots de passe ne correspondent pas",
    loginFailed: "La connexion a échoué. Veuillez réessayer.",
    profileFailed: "Impossible de créer ou de mettre à jour le profil",
    freeTrialFailed: "Impossible de finaliser l'inscription à l'essai gratuit. Veuillez réessayer.",
    emailSendFailed: "Inscription réussie, mais l'e-mail {type} n'a pas pu être envoyé. Veuillez contacter le support.",
    resetSent: "E-mail de réinitialisation envoyé. Veuillez consulter votre boîte de réception.",
    resetLinkInvalid: "Ce lien de réinitialisation est invalide ou a expiré. Veuillez en demander un nouveau.",
  },
  de: {
    email: "E-Mail", password: "Passwort", username: "Benutzername", fullName: "Vollständiger Name", signIn: "Anmelden", signingIn: "Anmeldung läuft…", saving: "Wird gespeichert…",
    signInSubtitle: "Willkommen zurück bei {site}.", newHere: "Neu hier?", forgotPassword: "Passwort vergessen?", signedIn: "Angemeldet. Sie werden weitergeleitet…",
    registerTitle: "Konto erstellen", registerSubtitle: "Werden Sie Teil von {site}.", haveAccount: "Sie haben schon ein Konto?",
    passwordHint: "Mindestens 8 Zeichen, mit einem Großbuchstaben, einem Kleinbuchstaben und einer Ziffer.",
    freeTrial: "Kostenlos testen", freeTrialHint: "Testen Sie alles 14 Tage lang kostenlos. Keine Karte nötig.",
    createAccount: "Konto erstellen", creatingAccount: "Ihr Konto wird erstellt…",
    registeredConfirm: "Registrierung erfolgreich. Bitte bestätigen Sie Ihre E-Mail-Adresse über den zugesandten Link und melden Sie sich dann an.",
    registered: "Registrierung erfolgreich! Sie werden weitergeleitet…",
    resetTitle: "Passwort zurücksetzen", resetSubtitle: "Wir senden Ihnen per E-Mail einen Link, mit dem Sie ein neues Passwort wählen.", chooseTitle: "Neues Passwort wählen",
    backToSignIn: "Zurück zur Anmeldung", sendResetLink: "Link senden", sending: "Wird gesendet…", newPassword: "Neues Passwort", repeatPassword: "Neues Passwort wiederholen",
    setNewPassword: "Neues Passwort speichern", passwordChanged: "Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.",
    accountTitle: "Ihr Konto", signedInAs: "Angemeldet als {email}", name: "Name", role: "Rolle", administrator: "Administrator", member: "Mitglied",
    editProfile: "Profil bearbeiten", signOut: "Abmelden", profileTitle: "Ihr Profil", backToAccount: "Zurück zu Ihrem Konto", saveProfile: "Profil speichern", profileSaved: "Profil gespeichert",
    fillAllFields: "Bitte füllen Sie alle Felder aus",
    usernameTooShort: "Der Benutzername muss mindestens 3 Zeichen lang sein",
    invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
    passwordTooShort: "Das Passwort muss mindestens 8 Zeichen lang sein",
    passwordUppercase: "Das Passwort muss mindestens einen Großbuchstaben enthalten",
    passwordLowercase: "Das Passwort muss mindestens einen Kleinbuchstaben enthalten",
    passwordDigit: "Das Passwort muss mindestens eine Ziffer enthalten",
    resetEmailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein",
    passwordsDiffer: "Die beiden Passwörter stimmen nicht überein",
    loginFailed: "Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.",
    profileFailed: "Das Benutzerprofil konnte nicht angelegt oder aktualisiert werden",
    freeTrialFailed: "Die Registrierung für den kostenlosen Test konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.",
    emailSendFailed: "Registrierung erfolgreich, aber die E-Mail ({type}) konnte nicht gesendet werden. Bitte wenden Sie sich an den Support.",
    resetSent: "Die E-Mail zum Zurücksetzen wurde gesendet. Bitte sehen Sie in Ihrem Posteingang nach.",
    resetLinkInvalid: "Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
  },
  ru: {
    email: "Электронная почта", password: "Пароль", username: "Имя пользователя", fullName: "Полное имя", signIn: "Войти", signingIn: "Выполняется вход…", saving: "Сохранение…",
    signInSubtitle: "С возвращением в {site}.", newHere: "Впервые здесь?", forgotPassword: "Забыли пароль?", signedIn: "Вход выполнен. Перенаправляем…",
    registerTitle: "Создать аккаунт", registerSubtitle: "Присоединяйтесь к {site}.", haveAccount: "Уже есть аккаунт?",
    passwordHint: "Не менее 8 символов, включая заглавную букву, строчную букву и цифру.",
    freeTrial: "Начать бесплатный пробный период", freeTrialHint: "Пользуйтесь всем бесплатно 14 дней. Карта не нужна.",
    createAccount: "Создать аккаунт", creatingAccount: "Создаём ваш аккаунт…",
    registeredConfirm: "Регистрация прошла успешно. Подтвердите адрес электронной почты по ссылке из нашего письма, затем войдите.",
    registered: "Регистрация прошла успешно! Перенаправляем…",
    resetTitle: "Сброс пароля", resetSubtitle: "Мы отправим вам письмо со ссылкой для выбора нового пароля.", chooseTitle: "Выберите новый пароль",
    backToSignIn: "Вернуться ко входу", sendResetLink: "Отправить ссылку", sending: "Отправка…", newPassword: "Новый пароль", repeatPassword: "Повторите новый пароль",
    setNewPassword: "Сохранить новый пароль", passwordChanged: "Ваш пароль изменён. Теперь вы можете войти с ним.",
    accountTitle: "Ваш аккаунт", signedInAs: "Вы вошли как {email}", name: "Имя", role: "Роль", administrator: "Администратор", member: "Участник",
    editProfile: "Редактировать профиль", signOut: "Выйти", profileTitle: "Ваш профиль", backToAccount: "Вернуться к аккаунту", saveProfile: "Сохранить профиль", profileSaved: "Профиль сохранён",
    fillAllFields: "Пожалуйста, заполните все поля",
    usernameTooShort: "Имя пользователя должно содержать не менее 3 символов",
    invalidEmail: "Пожалуйста, введите корректный адрес электронной почты",
    passwordTooShort: "Пароль должен содержать не менее 8 символов",
    passwordUppercase: "Пароль должен содержать хотя бы одну заглавную букву",
    passwordLowercase: "Пароль должен содержать хотя бы одну строчную букву",
    passwordDigit: "Пароль должен содержать хотя бы одну цифру",
    resetEmailRequired: "Пожалуйста, введите адрес электронной почты",
    passwordsDiffer: "Пароли не совпадают",
    loginFailed: "Не удалось войти. Попробуйте ещё раз.",
    profileFailed: "Не удалось создать или обновить профиль пользователя",
    freeTrialFailed: "Не удалось оформить бесплатный пробный период. Попробуйте ещё раз.",
    emailSendFailed: "Регистрация прошла успешно, но письмо ({type}) отправить не удалось. Обратитесь в службу поддержки.",
    resetSent: "Письмо для сброса пароля отправлено. Проверьте почту.",
    resetLinkInvalid: "Эта ссылка недействительна или устарела. Запросите новую.",
  },
  it: {
    email: "Email", password: "Password", username: "Nome utente", fullName: "Nome completo", signIn: "Accedi", signingIn: "Accesso in corso…", saving: "Salvataggio…",
    signInSubtitle: "Bentornato su {site}.", newHere: "Sei nuovo?", forgotPassword: "Password dimenticata?", signedIn: "Accesso effettuato. Reindirizzamento…",
    registerTitle: "Crea un account", registerSubtitle: "Unisciti a {site}.", haveAccount: "Hai già un account?",
    passwordHint: "Almeno 8 caratteri, con una lettera maiuscola, una minuscola e un numero.",
    freeTrial: "Inizia una prova gratuita", freeTrialHint: "Prova tutto gratis per 14 giorni. Nessuna carta richiesta.",
    createAccount: "Crea account", creatingAccount: "Creazione dell'account…",
    registeredConfirm: "Registrazione completata. Conferma il tuo indirizzo email con il link che ti abbiamo inviato, poi accedi.",
    registered: "Registrazione completata! Reindirizzamento…",
    resetTitle: "Reimposta la password", resetSubtitle: "Ti invieremo via email un link per scegliere una nuova password.", chooseTitle: "Scegli una nuova password",
    backToSignIn: "Torna all'accesso", sendResetLink: "Invia il link", sending: "Invio…", newPassword: "Nuova password", repeatPassword: "Ripeti la nuova password",
    setNewPassword: "Salva la nuova password", passwordChanged: "La tua password è stata cambiata. Ora puoi accedere con la nuova password.",
    accountTitle: "Il tuo account", signedInAs: "Accesso effettuato come {email}", name: "Nome", role: "Ruolo", administrator: "Amministratore", member: "Membro",
    editProfile: "Modifica il profilo", signOut: "Esci", profileTitle: "Il tuo profilo", backToAccount: "Torna al tuo account", saveProfile: "Salva profilo", profileSaved: "Profilo salvato",
    fillAllFields: "Compila tutti i campi",
    usernameTooShort: "Il nome utente deve contenere almeno 3 caratteri",
    invalidEmail: "Inserisci un indirizzo email valido",
    passwordTooShort: "La password deve contenere almeno 8 caratteri",
    passwordUppercase: "La password deve contenere almeno una lettera maiuscola",
    passwordLowercase: "La password deve contenere almeno una lettera minuscola",
    passwordDigit: "La password deve contenere almeno un numero",
    resetEmailRequired: "Inserisci il tuo indirizzo email",
    passwordsDiffer: "Le due password non coincidono",
    loginFailed: "Accesso non riuscito. Riprova.",
    profileFailed: "Impossibile creare o aggiornare il profilo utente",
    freeTrialFailed: "Impossibile completare la registrazione alla prova gratuita. Riprova.",
    emailSendFailed: "Registrazione completata, ma non è stato possibile inviare l'email {type}. Contatta l'assistenza.",
    resetSent: "Email per reimpostare la password inviata. Controlla la tua casella di posta.",
    resetLinkInvalid: "Questo link non è valido o è scaduto. Richiedine uno nuovo.",
  },
  pt: {
    email: "E-mail", password: "Palavra-passe", username: "Nome de utilizador", fullName: "Nome completo", signIn: "Entrar", signingIn: "A entrar…", saving: "A guardar…",
    signInSubtitle: "Bem-vindo de volta a {site}.", newHere: "É novo aqui?", forgotPassword: "Esqueceu-se da palavra-passe?", signedIn: "Sessão iniciada. A redirecionar…",
    registerTitle: "Criar uma conta", registerSubtitle: "Junte-se a {site}.", haveAccount: "Já tem uma conta?",
    passwordHint: "Pelo menos 8 caracteres, com uma letra maiúscula, uma letra minúscula e um número.",
    freeTrial: "Iniciar um período experimental gratuito", freeTrialHint: "Experimente tudo grátis durante 14 dias. Sem cartão.",
    createAccount: "Criar conta", creatingAccount: "A criar a sua conta…",
    registeredConfirm: "Registo concluído. Confirme o seu endereço de e-mail com a ligação que lhe enviámos e depois inicie sessão.",
    registered: "Registo concluído! A redirecionar…",
    resetTitle: "Repor a palavra-passe", resetSubtitle: "Vamos enviar-lhe por e-mail uma ligação para escolher uma nova palavra-passe.", chooseTitle: "Escolha uma nova palavra-passe",
    backToSignIn: "Voltar ao início de sessão", sendResetLink: "Enviar ligação", sending: "A enviar…", newPassword: "Nova palavra-passe", repeatPassword: "Repita a nova palavra-passe",
    setNewPassword: "Guardar nova palavra-passe", passwordChanged: "A sua palavra-passe foi alterada. Já pode iniciar sessão com ela.",
    accountTitle: "A sua conta", signedInAs: "Sessão iniciada como {email}", name: "Nome", role: "Função", administrator: "Administrador", member: "Membro",
    editProfile: "Editar o seu perfil", signOut: "Terminar sessão", profileTitle: "O seu perfil", backToAccount: "Voltar à sua conta", saveProfile: "Guardar perfil", profileSaved: "Perfil guardado",
    fillAllFields: "Preencha todos os campos",
    usernameTooShort: "O nome de utilizador deve ter pelo menos 3 caracteres",
    invalidEmail: "Introduza um endereço de e-mail válido",
    passwordTooShort: "A palavra-passe deve ter pelo menos 8 caracteres",
    passwordUppercase: "A palavra-passe deve conter pelo menos uma letra maiúscula",
    passwordLowercase: "A palavra-passe deve conter pelo menos uma letra minúscula",
    passwordDigit: "A palavra-passe deve conter pelo menos um número",
    resetEmailRequired: "Introduza o seu endereço de e-mail",
    passwordsDiffer: "As duas palavras-passe não coincidem",
    loginFailed: "Não foi possível iniciar sessão. Tente novamente.",
    profileFailed: "Não foi possível criar ou atualizar o perfil de utilizador",
    freeTrialFailed: "Não foi possível concluir o registo do período experimental. Tente novamente.",
    emailSendFailed: "Registo concluído, mas não foi possível enviar o e-mail {type}. Contacte o suporte.",
    resetSent: "Enviámos um e-mail para repor a palavra-passe. Verifique a sua caixa de entrada.",
    resetLinkInvalid: "Esta ligação não é válida ou expirou. Peça uma nova.",
  },
  nl: {
    email: "E-mailadres", password: "Wachtwoord", username: "Gebruikersnaam", fullName: "Volledige naam", signIn: "Inloggen", signingIn: "Bezig met inloggen…", saving: "Opslaan…",
    signInSubtitle: "Welkom terug bij {site}.", newHere: "Nieuw hier?", forgotPassword: "Wachtwoord vergeten?", signedIn: "Ingelogd. Je wordt doorgestuurd…",
    registerTitle: "Account aanmaken", registerSubtitle: "Word lid van {site}.", haveAccount: "Heb je al een account?",
    passwordHint: "Minstens 8 tekens, met een hoofdletter, een kleine letter en een cijfer.",
    freeTrial: "Start een gratis proefperiode", freeTrialHint: "Probeer alles 14 dagen gratis. Geen creditcard nodig.",
    createAccount: "Account aanmaken", creatingAccount: "Je account wordt aangemaakt…",
    registeredConfirm: "Registratie gelukt. Bevestig je e-mailadres via de link die we je hebben gestuurd en log daarna in.",
    registered: "Registratie gelukt! Je wordt doorgestuurd…",
    resetTitle: "Wachtwoord opnieuw instellen", resetSubtitle: "We mailen je een link waarmee je een nieuw wachtwoord kiest.", chooseTitle: "Kies een nieuw wachtwoord",
    backToSignIn: "Terug naar inloggen", sendResetLink: "Link versturen", sending: "Versturen…", newPassword: "Nieuw wachtwoord", repeatPassword: "Herhaal het nieuwe wachtwoord",
    setNewPassword: "Nieuw wachtwoord opslaan", passwordChanged: "Je wachtwoord is gewijzigd. Je kunt er nu mee inloggen.",
    accountTitle: "Je account", signedInAs: "Ingelogd als {email}", name: "Naam", role: "Rol", administrator: "Beheerder", member: "Lid",
    editProfile: "Je profiel bewerken", signOut: "Uitloggen", profileTitle: "Je profiel", backToAccount: "Terug naar je account", saveProfile: "Profiel opslaan", profileSaved: "Profiel opgeslagen",
    fillAllFields: "Vul alle velden in",
    usernameTooShort: "De gebruikersnaam moet minstens 3 tekens lang zijn",
    invalidEmail: "Voer een geldig e-mailadres in",
    passwordTooShort: "Het wachtwoord moet minstens 8 tekens lang zijn",
    passwordUppercase: "Het wachtwoord moet minstens één hoofdletter bevatten",
    passwordLowercase: "Het wachtwoord moet minstens één kleine letter bevatten",
    passwordDigit: "Het wachtwoord moet minstens één cijfer bevatten",
    resetEmailRequired: "Voer je e-mailadres in",
    passwordsDiffer: "De twee wachtwoorden komen niet overeen",
    loginFailed: "Inloggen mislukt. Probeer het opnieuw.",
    profileFailed: "Het gebruikersprofiel kon niet worden aangemaakt of bijgewerkt",
    freeTrialFailed: "De registratie voor de gratis proefperiode kon niet worden voltooid. Probeer het opnieuw.",
    emailSendFailed: "Registratie gelukt, maar de e-mail ({type}) kon niet worden verstuurd. Neem contact op met support.",
    resetSent: "E-mail om je wachtwoord opnieuw in te stellen is verstuurd. Kijk in je inbox.",
    resetLinkInvalid: "Deze link is ongeldig of verlopen. Vraag een nieuwe aan.",
  },
  pl: {
    email: "E-mail", password: "Hasło", username: "Nazwa użytkownika", fullName: "Imię i nazwisko", signIn: "Zaloguj się", signingIn: "Logowanie…", saving: "Zapisywanie…",
    signInSubtitle: "Witamy ponownie w {site}.", newHere: "Jesteś tu nowy?", forgotPassword: "Nie pamiętasz hasła?", signedIn: "Zalogowano. Przekierowywanie…",
    registerTitle: "Utwórz konto", registerSubtitle: "Dołącz do {site}.", haveAccount: "Masz już konto?",
    passwordHint: "Co najmniej 8 znaków, w tym wielka litera, mała litera i cyfra.",
    freeTrial: "Rozpocznij bezpłatny okres próbny", freeTrialHint: "Wypróbuj wszystko za darmo przez 14 dni. Bez karty.",
    createAccount: "Utwórz konto", creatingAccount: "Tworzenie konta…",
    registeredConfirm: "Rejestracja zakończona. Potwierdź adres e-mail za pomocą wysłanego linku, a następnie się zaloguj.",
    registered: "Rejestracja zakończona! Przekierowywanie…",
    resetTitle: "Zresetuj hasło", resetSubtitle: "Wyślemy Ci e-mail z linkiem do ustawienia nowego hasła.", chooseTitle: "Wybierz nowe hasło",
    backToSignIn: "Wróć do logowania", sendResetLink: "Wyślij link", sending: "Wysyłanie…", newPassword: "Nowe hasło", repeatPassword: "Powtórz nowe hasło",
    setNewPassword: "Ustaw nowe hasło", passwordChanged: "Hasło zostało zmienione. Możesz się teraz nim zalogować.",
    accountTitle: "Twoje konto", signedInAs: "Zalogowano jako {email}", name: "Nazwa", role: "Rola", administrator: "Administrator", member: "Członek",
    editProfile: "Edytuj profil", signOut: "Wyloguj się", profileTitle: "Twój profil", backToAccount: "Wróć do konta", saveProfile: "Zapisz profil", profileSaved: "Profil zapisany",
    fillAllFields: "Wypełnij wszystkie pola",
    usernameTooShort: "Nazwa użytkownika musi mieć co najmniej 3 znaki",
    invalidEmail: "Podaj prawidłowy adres e-mail",
    passwordTooShort: "Hasło musi mieć co najmniej 8 znaków",
    passwordUppercase: "Hasło musi zawierać co najmniej jedną wielką literę",
    passwordLowercase: "Hasło musi zawierać co najmniej jedną małą literę",
    passwordDigit: "Hasło musi zawierać co najmniej jedną cyfrę",
    resetEmailRequired: "Podaj swój adres e-mail",
    passwordsDiffer: "Hasła nie są identyczne",
    loginFailed: "Logowanie nie powiodło się. Spróbuj ponownie.",
    profileFailed: "Nie udało się utworzyć ani zaktualizować profilu użytkownika",
    freeTrialFailed: "Nie udało się dokończyć rejestracji okresu próbnego. Spróbuj ponownie.",
    emailSendFailed: "Rejestracja zakończona, ale nie udało się wysłać wiadomości ({type}). Skontaktuj się z pomocą techniczną.",
    resetSent: "Wysłaliśmy e-mail do resetowania hasła. Sprawdź skrzynkę odbiorczą.",
    resetLinkInvalid: "Ten link jest nieprawidłowy lub wygasł. Poproś o nowy.",
  },
  ja: {
    email: "メールアドレス", password: "パスワード", username: "ユーザー名", fullName: "氏名", signIn: "ログイン", signingIn: "ログインしています…", saving: "保存しています…",
    signInSubtitle: "{site} へおかえりなさい。", newHere: "はじめてですか？", forgotPassword: "パスワードをお忘れですか？", signedIn: "ログインしました。移動しています…",
    registerTitle: "アカウントを作成", registerSubtitle: "{site} に参加しましょう。", haveAccount: "すでにアカウントをお持ちですか？",
    passwordHint: "8文字以上で、大文字・小文字・数字をそれぞれ1つ以上含めてください。",
    freeTrial: "無料トライアルを開始", freeTrialHint: "14日間すべての機能を無料でお試しいただけます。カードは不要です。",
    createAccount: "アカウントを作成", creatingAccount: "アカウントを作成しています…",
    registeredConfirm: "登録が完了しました。お送りしたリンクからメールアドレスを確認してから、ログインしてください。",
    registered: "登録が完了しました！移動しています…",
    resetTitle: "パスワードの再設定", resetSubtitle: "新しいパスワードを設定するためのリンクをメールでお送りします。", chooseTitle: "新しいパスワードを設定",
    backToSignIn: "ログインに戻る", sendResetLink: "再設定リンクを送信", sending: "送信しています…", newPassword: "新しいパスワード", repeatPassword: "新しいパスワード（確認）",
    setNewPassword: "新しいパスワードを保存", passwordChanged: "パスワードを変更しました。新しいパスワードでログインできます。",
    accountTitle: "アカウント", signedInAs: "{email} としてログイン中", name: "名前", role: "役割", administrator: "管理者", member: "メンバー",
    editProfile: "プロフィールを編集", signOut: "ログアウト", profileTitle: "プロフィール", backToAccount: "アカウントに戻る", saveProfile: "プロフィールを保存", profileSaved: "プロフィールを保存しました",
    fillAllFields: "すべての項目を入力してください",
    usernameTooShort: "ユーザー名は3文字以上にしてください",
    invalidEmail: "有効なメールアドレスを入力してください",
    passwordTooShort: "パスワードは8文字以上にしてください",
    passwordUppercase: "パスワードには大文字を1つ以上含めてください",
    passwordLowercase: "パスワードには小文字を1つ以上含めてください",
    passwordDigit: "パスワードには数字を1つ以上含めてください",
    resetEmailRequired: "メールアドレスを入力してください",
    passwordsDiffer: "2つのパスワードが一致しません",
    loginFailed: "ログインできませんでした。もう一度お試しください。",
    profileFailed: "ユーザープロフィールを作成または更新できませんでした",
    freeTrialFailed: "無料トライアルの登録を完了できませんでした。もう一度お試しください。",
    emailSendFailed: "登録は完了しましたが、{type} メールを送信できませんでした。サポートにお問い合わせください。",
    resetSent: "パスワード再設定のメールを送信しました。受信トレイをご確認ください。",
    resetLinkInvalid: "この再設定リンクは無効か、有効期限が切れています。新しいリンクをリクエストしてください。",
  },
  zh: {
    email: "电子邮箱", password: "密码", username: "用户名", fullName: "姓名", signIn: "登录", signingIn: "正在登录…", saving: "正在保存…",
    signInSubtitle: "欢迎回到 {site}。", newHere: "第一次来？", forgotPassword: "忘记密码？", signedIn: "已登录，正在跳转…",
    registerTitle: "创建账户", registerSubtitle: "加入 {site}。", haveAccount: "已经有账户？",
    passwordHint: "至少 8 个字符，包含一个大写字母、一个小写字母和一个数字。",
    freeTrial: "开始免费试用", freeTrialHint: "免费试用全部功能 14 天，无需绑定银行卡。",
    createAccount: "创建账户", creatingAccount: "正在创建您的账户…",
    registeredConfirm: "注册成功。请通过我们发送的链接确认您的电子邮箱，然后登录。",
    registered: "注册成功！正在跳转…",
    resetTitle: "重置密码", resetSubtitle: "我们会通过电子邮件向您发送一个设置新密码的链接。", chooseTitle: "设置新密码",
    backToSignIn: "返回登录", sendResetLink: "发送重置链接", sending: "正在发送…", newPassword: "新密码", repeatPassword: "再次输入新密码",
    setNewPassword: "保存新密码", passwordChanged: "您的密码已修改，现在可以用新密码登录。",
    accountTitle: "您的账户", signedInAs: "当前登录：{email}", name: "名称", role: "角色", administrator: "管理员", member: "成员",
    editProfile: "编辑个人资料", signOut: "退出登录", profileTitle: "个人资料", backToAccount: "返回您的账户", saveProfile: "保存个人资料", profileSaved: "个人资料已保存",
    fillAllFields: "请填写所有字段",
    usernameTooShort: "用户名至少需要 3 个字符",
    invalidEmail: "请输入有效的电子邮箱地址",
    passwordTooShort: "密码至少需要 8 个字符",
    passwordUppercase: "密码必须至少包含一个大写字母",
    passwordLowercase: "密码必须至少包含一个小写字母",
    passwordDigit: "密码必须至少包含一个数字",
    resetEmailRequired: "请输入您的电子邮箱地址",
    passwordsDiffer: "两次输入的密码不一致",
    loginFailed: "登录失败，请重试。",
    profileFailed: "无法创建或更新用户资料",
    freeTrialFailed: "无法完成免费试用注册，请重试。",
    emailSendFailed: "注册成功，但 {type} 邮件发送失败。请联系客服。",
    resetSent: "密码重置邮件已发送，请查收。",
    resetLinkInvalid: "此重置链接无效或已过期，请重新申请。",
  },
};

/** The strings of a page's language; English for anything that is not a known locale. */
export function authStringsFor(locale: string): AuthStrings {
  return authStrings[isLocale(locale) ? locale : "en"];
}

/** Only the given keys, so that a client form receives the words it shows and nothing more. */
export function pickStrings<K extends keyof AuthStrings>(strings: AuthStrings, keys: readonly K[]): Pick<AuthStrings, K> {
  return Object.fromEntries(keys.map((key) => [key, strings[key]])) as Pick<AuthStrings, K>;
}
