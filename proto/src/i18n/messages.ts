/**
 * The message catalogue (spec §8) and every validation message (§5), in English and Spanish.
 *
 * Keys are stable dotted names: the server sends them in error bodies and events, the SPA looks them
 * up, so renaming one is a breaking change. Parameters are written `{name}` and must be the same in
 * both languages (the parity test checks it). Spanish is Mexican Spanish and addresses the user as
 * "tú", as the product does everywhere.
 *
 * The few messages the spec quotes in English (e.g. 'Rate limit exceeded', 'No session found') are
 * kept verbatim: callers and logs match on them.
 */

export const en = {
  // ─── Generic (§8) ─────────────────────────────────────────────────────────────────────────────
  'error.generic': 'An error occurred while performing the operation. Please try again later.',
  'form.invalid': 'Please correct the errors in the form.',
  'form.fillAll': 'Please fill in all fields correctly.',
  'form.saved': 'Your changes were saved.',

  // ─── Authentication (§7, §8) ─────────────────────────────────────────────────────────────────
  'auth.emailExists': 'A profile with this email already exists. Please log in to continue.',
  'auth.googleError': 'There was an error while trying to log in with Google.',
  'auth.invalidCredentials': 'Please verify your credentials and try again',
  'auth.sessionExpired': 'You need to login',
  'auth.recoverSent':
    'If the email is registered, you will receive instructions to recover your password shortly.',
  'auth.recoverError':
    'An error occurred while sending the password recovery instructions. Please try again later.',
  'auth.registered': 'Your account has been created successfully. Welcome!',
  'auth.registerError': 'An error occurred while creating your account. Please try again later.',
  'auth.passwordChanged': 'Your password has been updated. Please log in again with your new password.',
  'auth.passwordChangeError': 'An error occurred while updating your password. Please try again later.',
  'auth.resetLinkInvalid': 'This link has expired or was already used. Request a new one.',
  'demo.readOnly':
    'You are viewing a demonstration: nothing can be changed here. Create your account to manage your own home.',
  'demo.unavailable':
    'The demonstration is not ready yet. Please try again in a few minutes, or create your account.',

  // ─── Forms of the public site (§8) ───────────────────────────────────────────────────────────
  'contact.success': 'We have received your message. Our team will get back to you soon.',
  'contact.error': 'An error occurred while sending your message. Please try again later.',
  'area.unsupported': "Currently, we do not support the area you're looking for.",
  'joke.success': 'Thanks for the joke! It made our day.',
  'joke.error': 'An error occurred while sending your joke. Please try again later.',
  'appraisal.success': 'Your appraisal is ready.',
  'appraisal.error': 'An error occurred while calculating the appraisal. Please try again later.',
  'feedback.success': 'Thank you for your feedback on the price.',
  'feedback.error': 'An error occurred while sending your feedback. Please try again later.',
  'appraisal.notFound': 'Appraisal not found',
  'appraisal.itemNotFound': 'That item is not in the catalogue.',
  'tourDates.error': 'An error occurred while loading the available tour dates. Please try again later.',
  'tourRequest.success': 'Your tour request has been sent. We will contact you to confirm the date.',
  'tourRequest.error': 'An error occurred while requesting the tour. Please try again later.',
  'tourReview.success': 'Thank you for reviewing your tour.',
  'tourReview.error': 'An error occurred while sending your tour review. Please try again later.',
  'manageRequest.success': 'Your application to manage properties has been sent. We will contact you soon.',
  'manageRequest.error': 'An error occurred while sending your application. Please try again later.',
  'submitProperty.success': 'Your property has been submitted. We will review it and contact you soon.',
  'submitProperty.error': 'An error occurred while submitting your property. Please try again later.',
  'furnitureInfo.success': 'We have sent you the furniture information.',
  'furnitureInfo.error': 'An error occurred while loading the furniture information. Please try again later.',
  'unsubscribe.done': 'You will no longer receive notification emails at {email}.',
  'unsubscribe.invalidLink': 'This unsubscribe link is not valid. Please use the link of a recent email.',
  'mail.outboxUnavailable':
    'Email is delivered through an SMTP server in this deployment, so there is no local mailbox to show.',
  'notification.notFound': 'Notification not found',
  'preferences.whatsappNeedsPhone':
    'Add a 10-digit phone number to your profile to receive WhatsApp messages.',
  'preferences.duplicateCategory': 'Each kind of notice can appear only once.',
  'preferences.channelUnavailable': 'This kind of notice is not sent through this channel.',

  // ─── Not found (§2, §8) ──────────────────────────────────────────────────────────────────────
  'property.notFound': 'Property not found',
  'profile.notFound': 'Profile not found',
  'page.notFound': "We couldn't find the page you're looking for.",
  'page.liteVersion': 'You are using the lite version of the website.',
  'market.empty': 'No properties found with the selected search criteria',
  'market.savedSearchLimit':
    'You can keep up to {max} saved searches. Delete one you no longer need to save this one.',
  'market.savedSearchNotFound': 'This saved search does not exist or was already deleted.',

  // ─── Files and images (§5, §8) ───────────────────────────────────────────────────────────────
  'file.pdfOnly': 'The file must be a PDF.',
  'file.pdfTooLarge': 'The file must be a PDF under {max} MB.',
  'file.required': 'Please select a file.',
  'file.idFormat': 'The ID must be a PDF or a JPEG or PNG image.',
  'image.invalid': 'The image must be a JPEG or PNG file under {max} MB.',
  'image.format': 'The image must be in JPEG or PNG format.',
  'image.tooLarge': 'The image must be under {max} MB.',
  'image.tooMany': 'You can upload up to {max} images.',
  'image.required': 'Please add at least one image.',
  'image.resolutionRequired': 'Please add at least one image of the solution.',

  // ─── Contact data (§8) ───────────────────────────────────────────────────────────────────────
  'phone.invalid': 'The phone number must be 10 digits.',

  // ─── CSV import of transactions (§5) ─────────────────────────────────────────────────────────
  'csv.invalidFile': 'Please upload one valid CSV file.',
  'csv.empty': 'The CSV file does not contain any transactions.',
  'csv.columnCount': 'Line {line} has {found} columns, but {expected} were expected. Check its commas.',
  'csv.amount': 'Transaction {index}: the amount must be a number between {min} and {max}.',
  'csv.category': 'Transaction {index}: the category is not valid.',
  'csv.date': 'Transaction {index}: the date is not valid (use YYYY-MM-DD or DD/MM/YYYY).',
  'csv.expense': 'Transaction {index}: the expense must be capital (CAPEX) or operating (OPEX).',
  'csv.method': 'Transaction {index}: the payment method is not valid.',
  'csv.name': 'Transaction {index}: the name is required (up to {max} characters).',
  'csv.type': 'Transaction {index}: the type must be expense (EGRESS) or income (INCOME).',

  // ─── Finance: transactions, leases, commissions, earnings (#14) ──────────────────────────────
  'csv.imported': '{count} transactions imported.',
  'transaction.saved': 'Transaction saved.',
  'transaction.notFound': 'Transaction not found',
  'receipt.type': 'The receipt must be a PDF, JPEG or PNG file of up to {max} MB.',
  'receipt.missing': 'This transaction has no receipt.',
  'lease.dates': 'The lease must end after it starts.',
  'commission.managerShare': "The manager's share cannot exceed 66% of the rents.",
  'earnings.monthNotEnded': 'Only a month that has ended can be closed.',
  'earnings.monthClosed': 'This month is already closed.',
  'earnings.closed': 'The month {month} is closed: later changes will post to the current month.',
  'validation.month': 'Please enter a month as YYYY-MM.',
  'validation.rfc': 'Please enter a valid RFC (12 or 13 characters, e.g. GODE561231GR8).',

  // ─── Payments: Stripe checkout, OXXO, SPEI, purchases (#14) ──────────────────────────────────
  'payment.unavailable': 'Online payments are not available right now. Please try again later.',
  'payment.provider': 'The payment provider did not answer. Please try again later.',
  'payment.notFound': 'Payment not found',
  'payment.leaseMissing': 'This property has no lease configured, so its first month cannot be paid yet.',
  'payment.signature': 'Invalid Stripe signature.',
  'payment.eventInvalid': 'This is not a Stripe event.',

  // ─── Server helpers and HTTP (§8) ────────────────────────────────────────────────────────────
  'server.rateLimit': 'Rate limit exceeded',
  'server.apiCallFailed': 'Something went wrong on API call: ({message})',
  'http.badRequest': 'Bad request',
  'http.unauthorized': 'Unauthorized usage of API endpoint',
  'http.forbidden': 'You do not have permission to perform this action.',
  'http.notFound': 'The requested resource was not found.',
  'http.methodNotAllowed': 'Method not allowed',
  'http.tooManyRequests': 'Request limit exceeded',
  'http.payloadTooLarge': 'The request is too large.',
  'http.internal': 'An error occurred while performing the operation. Please try again later.',

  // ─── Raised messages (§8) ────────────────────────────────────────────────────────────────────
  'error.noSession': 'No session found',
  'error.profileIdFileNotFound': 'Could not find profile ID file',
  'error.noFile': 'No file provided',
  'error.uploadImageFailed': 'Failed to upload image',
  'error.moveImagesFailed': 'Failed to move images',
  'error.propertyFileNameNotFound': 'deletePropertyFile - fileName was not found',
  'error.pmDocumentTopNode': 'Cannot create a PM Document without a topNode',
  'error.invalidIncomesAnswer': 'Invalid answer from get_reservation_interval_incomes_by_currency',
  'error.leaseConfigurationCount': 'Could not count the lease configurations of property {propertyId}',
  'airbnb.invalidListingUrl': 'Invalid listing URL',
  'intake.blocked':
    'Airbnb did not let us read that listing right now. Fill in the details below; we kept what we found.',
  'intake.timeout': 'The listing took too long to answer. Fill in the details below; we kept what we found.',
  'intake.formatChanged':
    'We could not read the details on that listing page. Fill them in below; we kept what we found.',
  'intake.notFound': 'That listing does not exist or is no longer published.',
  'intake.partial': 'Some details were not on the listing: please complete them.',
  'intake.noEstimate':
    'There are not enough comparables near this listing to estimate its earnings or price.',
  'intake.submitted': 'Your property was submitted from your listing. We will review it and write to you.',
  'airbnb.invalidProfileUrl': 'Invalid profile URL',
  'reservation.checkOutBeforeCheckIn': 'Check-out must be after check-in',
  'reservation.feedDates':
    'The dates of a reservation from a calendar feed follow the feed and cannot be changed',
  'reservation.feedCancel':
    'A reservation from a calendar feed follows the feed: it is canceled when the channel cancels it',
  'airbnb.profileExists': 'This Airbnb profile is already registered',
  'airbnb.reviewerIsHost': 'The reviewer cannot be the host of the listing',
  'property.vacationalRentNeedsListing':
    'Only a property with an Airbnb listing can be labelled vacation rental.',
  'property.mainAirbnbListingFollows':
    "The 'reserve on Airbnb' address follows the property's main Airbnb listing: change the main listing instead.",

  // ─── Documents: property files, contracts, legal texts, credit (issue 15) ─────────────────────
  'propertyFile.notFound': 'File not found',
  'propertyFile.validToRequired': 'Deeds and registration tickets need the date they are valid until.',
  'propertyFile.storeFailed': 'The file could not be stored. Nothing was saved; please try again later.',
  'propertyFile.saveFailed': 'The file could not be saved. Nothing was kept; please try again later.',
  'propertyFile.removeFailed': 'The file could not be removed. Please try again later.',
  'contract.notAContract': 'Only exclusivity and lease contracts can renew automatically.',
  'contract.noEnd': 'The contract needs the date it is valid until to renew automatically.',
  'calendarFeed.notFound': 'This calendar link was revoked or does not exist.',
  'legalText.notFound': 'No version has been published yet.',
  'legalText.notLatest': 'A newer version was published. Please read it and accept it.',
  'funnel.revision.explained':
    'In revision: upload the required files that are missing or expired (electricity bill, predial, deeds, registration ticket, water bill).',
  'funnel.signing.explained': 'Your files are complete. Next step: sign the exclusivity or lease contract.',
  'funnel.setup.explained':
    'Your contract is on file. We are preparing the pictures and external listings until the property is published.',
  'funnel.live.explained': 'Your property is live on the marketplace.',
  'credit.eligible': 'Eligible for INFONAVIT / COFINAVIT credit, pending appraisal.',
  'credit.deedsMissing': 'The deeds are not on file or are no longer valid.',
  'credit.predialNotCurrent': 'The predial receipt is missing or not current.',
  'credit.waterBillNotCurrent': 'The water bill is missing or not current.',
  'credit.priceUnknown': 'The price of the property is not known yet.',
  'credit.typeNotFinanced': 'This property type is not financed by INFONAVIT or COFINAVIT.',
  'credit.priceOverLimit': 'The price is above the published limit of ${max} MXN.',

  // ─── Permissions (§6) ────────────────────────────────────────────────────────────────────────
  'permission.denied': 'You do not have permission to perform this action.',
  'permission.viewChores': 'You do not have permission to view chores.',
  'permission.viewReports': 'You do not have permission to view reports.',
  'permission.viewAllies': 'You do not have permission to view allies.',
  'permission.viewInvitations': 'You do not have permission to view invitations.',
  'permission.addReports': 'You do not have permission to add reports.',
  'permission.viewLeads': 'You do not have permission to view leads.',
  'permission.adminOnly': 'Only administrators can access this page.',

  // ─── Business rules (§5) ─────────────────────────────────────────────────────────────────────
  'invitation.onePending': 'This ally already has a pending invitation.',
  'invitation.notPending': 'This invitation was already answered or revoked.',
  'invitation.emailOrProfile': "Enter the invitee's email or choose their profile, but not both.",
  'ally.cannotAddYourself': 'You cannot add yourself as an ally.',
  'ally.alreadyAdded': 'This ally has already been added to the property.',
  'property.oneOwner': 'A property can only have one owner.',
  'customer.oneRelation': 'This client already has a relation with this property.',
  'lease.airbnbConflict': 'A property with an Airbnb listing cannot have a lease configuration.',
  'profile.onePicture': 'Only one profile picture is allowed.',
  'confirm.typeToConfirm': 'Type "{phrase}" to confirm.',
  'confirm.mismatch': 'The text does not match. Type "{phrase}" to confirm.',
  'property.notEditable': 'Only company staff can edit a property once it is accepted or published.',
  'property.invalidTransition': 'A property cannot go from {from} to {to}.',
  'image.unknown': 'Some of these images do not belong to the property.',
  'image.reorderMismatch': 'The new order must list exactly the current images of the property.',
  'amenity.unknown': 'One or more amenities do not exist or are archived.',
  'neighborhoodInsight.unknown': 'One or more neighborhood insights do not exist or are archived.',
  'lead.success': 'Thank you! We received your details and will contact you soon.',
  'tourRequest.notFound': 'Tour request not found',
  'tourReview.alreadyReviewed': 'This tour has already been reviewed.',
  'tourRequest.pastTime': 'The tour time must be in the future.',
  'tourReview.beforeVisit': 'You can review this tour once it has taken place.',
  'catalogue.exists': 'This entry already exists.',
  'staff.cannotRemoveSelf': 'You cannot remove your own administrator role.',

  // ─── Validation (§5) ─────────────────────────────────────────────────────────────────────────
  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is not valid.',
  'validation.unknownField': 'This field is not allowed.',
  'validation.characters': 'This value contains characters that are not allowed.',
  'validation.type': 'This value has the wrong type.',
  'validation.type.string': 'This value must be text.',
  'validation.type.number': 'This value must be a number.',
  'validation.type.integer': 'This value must be a whole number.',
  'validation.type.boolean': 'This value must be yes or no.',
  'validation.type.array': 'This value must be a list.',
  'validation.type.object': 'This value must be an object.',
  // The choices as the form shows them are on the screen; the codes behind them never are (#16).
  'validation.enum': 'Choose an option.',
  'validation.rating': 'Choose from 1 to 5 stars.',
  'validation.string.min': 'Must be at least {min} characters long.',
  'validation.string.max': 'Must be at most {max} characters long.',
  'validation.number.min': 'Must be greater than or equal to {min}.',
  'validation.number.max': 'Must be less than or equal to {max}.',
  'validation.number.gt': 'Must be greater than {min}.',
  'validation.number.lt': 'Must be less than {max}.',
  'validation.number.multipleOf': 'Must be a multiple of {multipleOf}.',
  'validation.array.min': 'The minimum number of items is {min}.',
  'validation.array.max': 'The maximum number of items is {max}.',
  'validation.array.unique': 'Items must not be repeated.',
  'validation.format': 'This value does not have a valid format.',
  'validation.uuid': 'Must be a valid identifier (UUID v4).',
  'validation.date': 'Must be a valid date (YYYY-MM-DD).',
  'validation.dateTime': 'Must be a valid date and time.',
  'validation.dateRange': 'The start date must not be later than the end date.',
  'validation.url': 'Must be a valid web address (http or https).',
  'validation.email': 'Please enter a valid email address.',
  'validation.currency': 'The currency must be MXN or USD.',
  'validation.numericString': 'Must be a number; thousands commas and decimals are allowed (e.g. 1,234.50).',
  'validation.zip': 'The zip code must be exactly 5 digits.',
  'validation.locationRequired': 'Mark where the property is on the map.',
  'validation.digits': 'Only digits are allowed.',
  'validation.password.length': 'The password must be between {min} and {max} characters long.',
  'validation.password.mismatch': 'The passwords do not match.',
  'validation.state': 'Please select one of the 32 Mexican states.',
  'validation.city': 'The city must be one of the municipalities of {state}.',
  'validation.timezone': 'Please select a valid time zone.',
  'validation.locale': 'The language must be EN or ES.',
  'validation.airbnbListingUrl':
    'Please enter a valid Airbnb listing URL, e.g. https://www.airbnb.mx/rooms/12345.',
  'validation.airbnbProfileUrl':
    'Please enter a valid Airbnb profile URL, e.g. https://www.airbnb.mx/users/show/12345.',
  'validation.icsUrl': 'The calendar (ICS) URL is required.',
  'validation.rrule':
    'The recurrence rule must contain FREQ= (DAILY, WEEKLY or MONTHLY) and INTERVAL= (1 to 100).',
  'validation.json': 'Must be valid JSON.',
  'validation.floors': 'The floor distribution must have at least one floor.',
  'validation.description': 'The description must have every text in English (EN) and Spanish (ES).',
  'validation.yearBuilt': 'The year built must be between {min} and {max}.',
  'validation.richText': 'The description is not a valid rich-text document.',
  'validation.base64': 'The file is not valid base64 data.',
  'validation.price': 'The price must be between ${min} and ${max} MXN.',

  // ─── Maintenance: chores and reports (#13) ──────────────────────────────────────────────────
  'chore.notFound': 'Chore not found',
  'chore.assignee': 'A chore can only be assigned to a manager or a worker of the property.',
  'chore.triggerIncomplete':
    'A chore triggered by reservations needs the event, the days of offset and the range of nights.',
  'chore.triggerAndRecurrence': 'A chore either repeats on a schedule or follows reservations, not both.',
  'chore.moveSameProperty': 'Choose another property to move the chore to.',
  'chore.notInProperty': 'The chore does not belong to that property.',
  'chore.unknownImage': 'Some of these images do not belong to the chore.',
  'chore.placeholderMissing': 'to be confirmed',

  // ─── Maintenance: items, checklists and day plans (#13) ─────────────────────────────────────
  'item.notFound': 'Item not found',
  'item.inUse': 'This item cannot be removed while a property has it.',
  'propertyItem.notFound': 'Property item not found',
  'propertyItem.nameRequired': 'Choose an item from the catalogue or write its name.',
  'propertyItem.otherProperty': 'This item belongs to another property.',
  'dayPlan.notFound': 'Day plan not found',
  'dayPlan.propertyUnknown': 'One or more of these properties do not exist.',
  'dayPlan.workerNotMember': "Each worker must be a manager or a worker of one of the plan's properties.",
  'dayPlan.workerNotOnPlan': 'Add the worker to the plan first.',
  'dayPlan.listingNotOnPlan': "The listing must belong to one of the plan's properties.",
  'dayPlan.scheduleNotFound': 'Worker schedule not found',
  'dayPlan.noProperties': 'Add at least one property to the plan.',
} as const;

/** A key of the catalogue. */
export type MessageKey = keyof typeof en;

/** Spanish (Mexico). Typed against the English keys, so a missing or extra key is a compile error. */
export const es: { readonly [K in MessageKey]: string } = {
  // ─── Generales ───────────────────────────────────────────────────────────────────────────────
  'error.generic': 'Ocurrió un error al realizar la operación. Por favor, inténtalo de nuevo más tarde.',
  'form.invalid': 'Por favor, corrige los errores del formulario.',
  'form.fillAll': 'Por favor, llena todos los campos correctamente.',
  'form.saved': 'Tus cambios se guardaron.',

  // ─── Autenticación ───────────────────────────────────────────────────────────────────────────
  'auth.emailExists':
    'Ya existe un perfil con este correo electrónico. Por favor, inicia sesión para continuar.',
  'auth.googleError': 'Hubo un error al intentar iniciar sesión con Google.',
  'auth.invalidCredentials': 'Por favor, verifica tus credenciales e inténtalo de nuevo',
  'auth.sessionExpired': 'Necesitas iniciar sesión',
  'auth.recoverSent':
    'Si el correo electrónico está registrado, en breve recibirás las instrucciones para recuperar tu contraseña.',
  'auth.recoverError':
    'Ocurrió un error al enviar las instrucciones para recuperar tu contraseña. Por favor, inténtalo de nuevo más tarde.',
  'auth.registered': 'Tu cuenta se creó con éxito. ¡Te damos la bienvenida!',
  'auth.registerError': 'Ocurrió un error al crear tu cuenta. Por favor, inténtalo de nuevo más tarde.',
  'auth.passwordChanged':
    'Tu contraseña se actualizó. Por favor, vuelve a iniciar sesión con tu nueva contraseña.',
  'auth.passwordChangeError':
    'Ocurrió un error al actualizar tu contraseña. Por favor, inténtalo de nuevo más tarde.',
  'auth.resetLinkInvalid': 'Este enlace ya expiró o ya se usó. Solicita uno nuevo.',
  'demo.readOnly':
    'Estás viendo una demostración: aquí no se puede cambiar nada. Crea tu cuenta para administrar tu propia casa.',
  'demo.unavailable':
    'La demostración todavía no está lista. Inténtalo de nuevo en unos minutos o crea tu cuenta.',

  // ─── Formularios del sitio público ───────────────────────────────────────────────────────────
  'contact.success': 'Recibimos tu mensaje. Nuestro equipo te responderá muy pronto.',
  'contact.error': 'Ocurrió un error al enviar tu mensaje. Por favor, inténtalo de nuevo más tarde.',
  'area.unsupported':
    'Por el momento no damos servicio en la zona que buscas. Estamos trabajando para llegar ahí muy pronto.',
  'joke.success': '¡Gracias por el chiste! Nos alegraste el día.',
  'joke.error': 'Ocurrió un error al enviar tu chiste. Por favor, inténtalo de nuevo más tarde.',
  'appraisal.success': 'Tu avalúo está listo.',
  'appraisal.error': 'Ocurrió un error al calcular el avalúo. Por favor, inténtalo de nuevo más tarde.',
  'feedback.success': 'Gracias por tu opinión sobre el precio.',
  'feedback.error': 'Ocurrió un error al enviar tu opinión. Por favor, inténtalo de nuevo más tarde.',
  'appraisal.notFound': 'Avalúo no encontrado',
  'appraisal.itemNotFound': 'Ese artículo no está en el catálogo.',
  'tourDates.error':
    'Ocurrió un error al cargar las fechas disponibles para la visita. Por favor, inténtalo de nuevo más tarde.',
  'tourRequest.success':
    'Enviamos tu solicitud de visita. Nos pondremos en contacto contigo para confirmar la fecha.',
  'tourRequest.error': 'Ocurrió un error al solicitar la visita. Por favor, inténtalo de nuevo más tarde.',
  'tourReview.success': 'Gracias por calificar tu visita.',
  'tourReview.error':
    'Ocurrió un error al enviar la reseña de tu visita. Por favor, inténtalo de nuevo más tarde.',
  'manageRequest.success':
    'Enviamos tu solicitud para administrar propiedades. Nos pondremos en contacto contigo muy pronto.',
  'manageRequest.error': 'Ocurrió un error al enviar tu solicitud. Por favor, inténtalo de nuevo más tarde.',
  'submitProperty.success':
    'Recibimos tu propiedad. La revisaremos y nos pondremos en contacto contigo muy pronto.',
  'submitProperty.error':
    'Ocurrió un error al registrar tu propiedad. Por favor, inténtalo de nuevo más tarde.',
  'furnitureInfo.success': 'Te enviamos la información del mobiliario.',
  'furnitureInfo.error':
    'Ocurrió un error al cargar la información del mobiliario. Por favor, inténtalo de nuevo más tarde.',
  'unsubscribe.done': 'Ya no recibirás correos de notificaciones en {email}.',
  'unsubscribe.invalidLink':
    'Este enlace para darte de baja no es válido. Por favor, usa el enlace de un correo reciente.',
  'mail.outboxUnavailable':
    'En esta instalación el correo se envía por un servidor SMTP, así que no hay un buzón local que mostrar.',
  'notification.notFound': 'No se encontró la notificación',
  'preferences.whatsappNeedsPhone':
    'Agrega a tu perfil un teléfono de 10 dígitos para recibir mensajes de WhatsApp.',
  'preferences.duplicateCategory': 'Cada tipo de aviso puede aparecer una sola vez.',
  'preferences.channelUnavailable': 'Este tipo de aviso no se envía por este medio.',

  // ─── No encontrado ───────────────────────────────────────────────────────────────────────────
  'property.notFound': 'No se encontró la propiedad',
  'profile.notFound': 'No se encontró el perfil',
  'page.notFound': 'No pudimos encontrar la página que buscas.',
  'page.liteVersion': 'Estás usando la versión ligera del sitio.',
  'market.empty': 'No se encontraron propiedades con los criterios de búsqueda seleccionados',
  'market.savedSearchLimit':
    'Puedes guardar hasta {max} búsquedas. Borra una que ya no necesites para guardar esta.',
  'market.savedSearchNotFound': 'Esta búsqueda guardada no existe o ya se borró.',

  // ─── Archivos e imágenes ─────────────────────────────────────────────────────────────────────
  'file.pdfOnly': 'El archivo debe ser un PDF.',
  'file.pdfTooLarge': 'El archivo debe ser un PDF de menos de {max} MB.',
  'file.required': 'Por favor, selecciona un archivo.',
  'file.idFormat': 'La identificación debe ser un PDF o una imagen JPEG o PNG.',
  'image.invalid': 'La imagen debe ser JPEG o PNG y pesar menos de {max} MB.',
  'image.format': 'La imagen debe estar en formato JPEG o PNG.',
  'image.tooLarge': 'La imagen debe pesar menos de {max} MB.',
  'image.tooMany': 'Puedes subir hasta {max} imágenes.',
  'image.required': 'Por favor, agrega al menos una imagen.',
  'image.resolutionRequired': 'Por favor, agrega al menos una imagen de la solución.',

  // ─── Datos de contacto ───────────────────────────────────────────────────────────────────────
  'phone.invalid': 'El número de teléfono debe tener 10 dígitos.',

  // ─── Importación de transacciones (CSV) ──────────────────────────────────────────────────────
  'csv.invalidFile': 'Por favor, sube un solo archivo CSV válido.',
  'csv.empty': 'El archivo CSV no contiene ninguna transacción.',
  'csv.columnCount':
    'La línea {line} tiene {found} columnas, pero se esperaban {expected}. Revisa sus comas.',
  'csv.amount': 'Transacción {index}: el monto debe ser un número entre {min} y {max}.',
  'csv.category': 'Transacción {index}: la categoría no es válida.',
  'csv.date': 'Transacción {index}: la fecha no es válida (usa AAAA-MM-DD o DD/MM/AAAA).',
  'csv.expense': 'Transacción {index}: el gasto debe ser de capital (CAPEX) o de operación (OPEX).',
  'csv.method': 'Transacción {index}: el método de pago no es válido.',
  'csv.name': 'Transacción {index}: el nombre es obligatorio (hasta {max} caracteres).',
  'csv.type': 'Transacción {index}: el tipo debe ser egreso (EGRESS) o ingreso (INCOME).',

  // ─── Finanzas: transacciones, arrendamiento, comisiones, ganancias (#14) ─────────────────────
  'csv.imported': 'Se importaron {count} transacciones.',
  'transaction.saved': 'Transacción guardada.',
  'transaction.notFound': 'No se encontró la transacción',
  'receipt.type': 'El comprobante debe ser un archivo PDF, JPEG o PNG de hasta {max} MB.',
  'receipt.missing': 'Esta transacción no tiene comprobante.',
  'lease.dates': 'El arrendamiento debe terminar después de empezar.',
  'commission.managerShare': 'La parte del administrador no puede superar el 66 % de las rentas.',
  'earnings.monthNotEnded': 'Solo se puede cerrar un mes que ya terminó.',
  'earnings.monthClosed': 'Este mes ya está cerrado.',
  'earnings.closed':
    'El mes {month} quedó cerrado: los cambios posteriores se registrarán en el mes en curso.',
  'validation.month': 'Escribe un mes como AAAA-MM.',
  'validation.rfc': 'Escribe un RFC válido (12 o 13 caracteres, p. ej. GODE561231GR8).',

  // ─── Pagos: Stripe, OXXO, SPEI, compras (#14) ────────────────────────────────────────────────
  'payment.unavailable': 'Los pagos en línea no están disponibles por ahora. Inténtalo más tarde.',
  'payment.provider': 'El proveedor de pagos no respondió. Inténtalo más tarde.',
  'payment.notFound': 'No se encontró el pago',
  'payment.leaseMissing':
    'Esta propiedad no tiene un arrendamiento configurado, así que aún no se puede pagar su primer mes.',
  'payment.signature': 'La firma de Stripe no es válida.',
  'payment.eventInvalid': 'Esto no es un evento de Stripe.',

  // ─── Servidor y HTTP ─────────────────────────────────────────────────────────────────────────
  'server.rateLimit': 'Se excedió el límite de solicitudes',
  'server.apiCallFailed': 'Algo salió mal en la llamada a la API: ({message})',
  'http.badRequest': 'Solicitud incorrecta',
  'http.unauthorized': 'Uso no autorizado del servicio',
  'http.forbidden': 'No tienes permiso para realizar esta acción.',
  'http.notFound': 'No se encontró el recurso solicitado.',
  'http.methodNotAllowed': 'Método no permitido',
  'http.tooManyRequests': 'Se excedió el límite de solicitudes',
  'http.payloadTooLarge': 'La solicitud es demasiado grande.',
  'http.internal': 'Ocurrió un error al realizar la operación. Por favor, inténtalo de nuevo más tarde.',

  // ─── Errores internos ────────────────────────────────────────────────────────────────────────
  'error.noSession': 'No se encontró ninguna sesión',
  'error.profileIdFileNotFound': 'No se encontró el archivo de identificación del perfil',
  'error.noFile': 'No se proporcionó ningún archivo',
  'error.uploadImageFailed': 'No se pudo subir la imagen',
  'error.moveImagesFailed': 'No se pudieron mover las imágenes',
  'error.propertyFileNameNotFound': 'deletePropertyFile: no se encontró fileName',
  'error.pmDocumentTopNode': 'No se puede crear un documento PM sin un topNode',
  'error.invalidIncomesAnswer': 'Respuesta no válida de get_reservation_interval_incomes_by_currency',
  'error.leaseConfigurationCount':
    'No se pudieron contar las configuraciones de arrendamiento de la propiedad {propertyId}',
  'airbnb.invalidListingUrl': 'La URL del anuncio no es válida',
  'intake.blocked':
    'Airbnb no nos dejó leer ese anuncio en este momento. Completa los datos abajo; guardamos lo que encontramos.',
  'intake.timeout':
    'El anuncio tardó demasiado en responder. Completa los datos abajo; guardamos lo que encontramos.',
  'intake.formatChanged':
    'No pudimos leer los datos de esa página del anuncio. Complétalos abajo; guardamos lo que encontramos.',
  'intake.notFound': 'Ese anuncio no existe o ya no está publicado.',
  'intake.partial': 'Algunos datos no estaban en el anuncio: por favor complétalos.',
  'intake.noEstimate':
    'No hay suficientes comparables cerca de este anuncio para estimar sus ingresos o su precio.',
  'intake.submitted': 'Tu propiedad se envió desde tu anuncio. La revisaremos y te escribiremos.',
  'airbnb.invalidProfileUrl': 'La URL del perfil no es válida',
  'reservation.checkOutBeforeCheckIn': 'La salida debe ser posterior a la llegada',
  'reservation.feedDates':
    'Las fechas de una reservación de un calendario siguen al calendario y no se pueden cambiar',
  'reservation.feedCancel':
    'Una reservación de un calendario sigue al calendario: se cancela cuando el canal la cancela',
  'airbnb.profileExists': 'Este perfil de Airbnb ya está registrado',
  'airbnb.reviewerIsHost': 'Quien escribe la reseña no puede ser el anfitrión del anuncio',
  'property.vacationalRentNeedsListing':
    'Solo una propiedad con un anuncio de Airbnb puede llevar la etiqueta de renta vacacional.',
  'property.mainAirbnbListingFollows':
    'La dirección de «reservar en Airbnb» sigue al anuncio principal de Airbnb de la propiedad: cambia el anuncio principal.',

  // ─── Documentos: archivos, contratos, textos legales, crédito (issue 15) ──────────────────────
  'propertyFile.notFound': 'No se encontró el archivo',
  'propertyFile.validToRequired':
    'Las escrituras y la boleta de registro necesitan la fecha hasta la que son válidas.',
  'propertyFile.storeFailed':
    'No se pudo guardar el archivo. No se guardó nada; por favor, inténtalo de nuevo más tarde.',
  'propertyFile.saveFailed':
    'No se pudo registrar el archivo. No se conservó nada; por favor, inténtalo de nuevo más tarde.',
  'propertyFile.removeFailed': 'No se pudo eliminar el archivo. Por favor, inténtalo de nuevo más tarde.',
  'contract.notAContract':
    'Solo los contratos de exclusividad y de arrendamiento se renuevan automáticamente.',
  'contract.noEnd': 'El contrato necesita la fecha hasta la que es válido para renovarse automáticamente.',
  'calendarFeed.notFound': 'Este enlace de calendario fue revocado o no existe.',
  'legalText.notFound': 'Todavía no se ha publicado ninguna versión.',
  'legalText.notLatest': 'Se publicó una versión más reciente. Por favor, léela y acéptala.',
  'funnel.revision.explained':
    'En revisión: sube los archivos obligatorios que faltan o vencieron (recibo de luz, predial, escrituras, boleta de registro, recibo de agua).',
  'funnel.signing.explained':
    'Tus archivos están completos. Siguiente paso: firmar el contrato de exclusividad o de arrendamiento.',
  'funnel.setup.explained':
    'Tu contrato ya está registrado. Estamos preparando las fotos y los anuncios externos hasta publicar la propiedad.',
  'funnel.live.explained': 'Tu propiedad ya está publicada en el marketplace.',
  'credit.eligible': 'Apta para crédito INFONAVIT / COFINAVIT, pendiente de avalúo.',
  'credit.deedsMissing': 'Las escrituras no están registradas o ya no son válidas.',
  'credit.predialNotCurrent': 'El recibo del predial falta o no está al corriente.',
  'credit.waterBillNotCurrent': 'El recibo de agua falta o no está al corriente.',
  'credit.priceUnknown': 'Todavía no se conoce el precio de la propiedad.',
  'credit.typeNotFinanced': 'INFONAVIT y COFINAVIT no financian este tipo de propiedad.',
  'credit.priceOverLimit': 'El precio supera el límite publicado de ${max} MXN.',

  // ─── Permisos ────────────────────────────────────────────────────────────────────────────────
  'permission.denied': 'No tienes permiso para realizar esta acción.',
  'permission.viewChores': 'No tienes permiso para ver las tareas.',
  'permission.viewReports': 'No tienes permiso para ver los reportes.',
  'permission.viewAllies': 'No tienes permiso para ver a los aliados.',
  'permission.viewInvitations': 'No tienes permiso para ver las invitaciones.',
  'permission.addReports': 'No tienes permiso para agregar reportes.',
  'permission.viewLeads': 'No tienes permiso para ver los prospectos.',
  'permission.adminOnly': 'Solo los administradores pueden entrar a esta página.',

  // ─── Reglas de negocio ───────────────────────────────────────────────────────────────────────
  'invitation.onePending': 'Este aliado ya tiene una invitación pendiente.',
  'invitation.notPending': 'Esta invitación ya fue respondida o cancelada.',
  'invitation.emailOrProfile':
    'Escribe el correo electrónico de la persona que invitas o elige su perfil, pero no ambos.',
  'ally.cannotAddYourself': 'No puedes agregarte a ti mismo como aliado.',
  'ally.alreadyAdded': 'Este aliado ya fue agregado a la propiedad.',
  'property.oneOwner': 'Una propiedad solo puede tener un propietario.',
  'customer.oneRelation': 'Este cliente ya tiene una relación con esta propiedad.',
  'lease.airbnbConflict':
    'Una propiedad con un anuncio de Airbnb no puede tener una configuración de arrendamiento.',
  'profile.onePicture': 'Solo se permite una foto de perfil.',
  'confirm.typeToConfirm': 'Escribe "{phrase}" para confirmar.',
  'confirm.mismatch': 'El texto no coincide. Escribe "{phrase}" para confirmar.',
  'property.notEditable':
    'Solo el personal de la empresa puede editar una propiedad una vez que fue aceptada o publicada.',
  'property.invalidTransition': 'Una propiedad no puede pasar de {from} a {to}.',
  'image.unknown': 'Algunas de estas imágenes no pertenecen a la propiedad.',
  'image.reorderMismatch': 'El nuevo orden debe incluir exactamente las imágenes actuales de la propiedad.',
  'amenity.unknown': 'Una o más amenidades no existen o están archivadas.',
  'neighborhoodInsight.unknown': 'Uno o más datos de la zona no existen o están archivados.',
  'lead.success': '¡Gracias! Recibimos tus datos y nos pondremos en contacto contigo muy pronto.',
  'tourRequest.notFound': 'No se encontró la solicitud de visita',
  'tourReview.alreadyReviewed': 'Esta visita ya fue calificada.',
  'tourRequest.pastTime': 'La fecha de la visita debe ser en el futuro.',
  'tourReview.beforeVisit': 'Podrás calificar esta visita cuando haya ocurrido.',
  'catalogue.exists': 'Esta entrada ya existe.',
  'staff.cannotRemoveSelf': 'No puedes quitarte tu propio rol de administrador.',

  // ─── Validación ──────────────────────────────────────────────────────────────────────────────
  'validation.required': 'Este campo es obligatorio.',
  'validation.invalid': 'Este valor no es válido.',
  'validation.unknownField': 'Este campo no está permitido.',
  'validation.characters': 'Este valor contiene caracteres no permitidos.',
  'validation.type': 'Este valor tiene un tipo incorrecto.',
  'validation.type.string': 'Este valor debe ser un texto.',
  'validation.type.number': 'Este valor debe ser un número.',
  'validation.type.integer': 'Este valor debe ser un número entero.',
  'validation.type.boolean': 'Este valor debe ser sí o no.',
  'validation.type.array': 'Este valor debe ser una lista.',
  'validation.type.object': 'Este valor debe ser un objeto.',
  'validation.enum': 'Elige una opción.',
  'validation.rating': 'Elige de 1 a 5 estrellas.',
  'validation.string.min': 'Debe tener al menos {min} caracteres.',
  'validation.string.max': 'Debe tener como máximo {max} caracteres.',
  'validation.number.min': 'Debe ser mayor o igual a {min}.',
  'validation.number.max': 'Debe ser menor o igual a {max}.',
  'validation.number.gt': 'Debe ser mayor que {min}.',
  'validation.number.lt': 'Debe ser menor que {max}.',
  'validation.number.multipleOf': 'Debe ser múltiplo de {multipleOf}.',
  'validation.array.min': 'El número mínimo de elementos es {min}.',
  'validation.array.max': 'El número máximo de elementos es {max}.',
  'validation.array.unique': 'Los elementos no deben repetirse.',
  'validation.format': 'Este valor no tiene un formato válido.',
  'validation.uuid': 'Debe ser un identificador válido (UUID v4).',
  'validation.date': 'Debe ser una fecha válida (AAAA-MM-DD).',
  'validation.dateTime': 'Debe ser una fecha y hora válidas.',
  'validation.dateRange': 'La fecha de inicio no debe ser posterior a la fecha de fin.',
  'validation.url': 'Debe ser una dirección web válida (http o https).',
  'validation.email': 'Por favor, ingresa un correo electrónico válido.',
  'validation.currency': 'La moneda debe ser MXN o USD.',
  'validation.numericString':
    'Debe ser un número; se permiten comas de miles y decimales (p. ej., 1,234.50).',
  'validation.zip': 'El código postal debe tener exactamente 5 dígitos.',
  'validation.locationRequired': 'Marca en el mapa dónde está el inmueble.',
  'validation.digits': 'Solo se permiten dígitos.',
  'validation.password.length': 'La contraseña debe tener entre {min} y {max} caracteres.',
  'validation.password.mismatch': 'Las contraseñas no coinciden.',
  'validation.state': 'Por favor, selecciona uno de los 32 estados de México.',
  'validation.city': 'La ciudad debe ser uno de los municipios de {state}.',
  'validation.timezone': 'Por favor, selecciona una zona horaria válida.',
  'validation.locale': 'El idioma debe ser EN o ES.',
  'validation.airbnbListingUrl':
    'Por favor, ingresa una URL válida de un anuncio de Airbnb, p. ej., https://www.airbnb.mx/rooms/12345.',
  'validation.airbnbProfileUrl':
    'Por favor, ingresa una URL válida de un perfil de Airbnb, p. ej., https://www.airbnb.mx/users/show/12345.',
  'validation.icsUrl': 'La URL del calendario (ICS) es obligatoria.',
  'validation.rrule':
    'La regla de recurrencia debe contener FREQ= (DAILY, WEEKLY o MONTHLY) e INTERVAL= (de 1 a 100).',
  'validation.json': 'Debe ser un JSON válido.',
  'validation.floors': 'La distribución por niveles debe tener al menos un nivel.',
  'validation.description': 'La descripción debe tener todos los textos en inglés (EN) y en español (ES).',
  'validation.yearBuilt': 'El año de construcción debe estar entre {min} y {max}.',
  'validation.richText': 'La descripción no es un documento de texto enriquecido válido.',
  'validation.base64': 'El archivo no contiene datos base64 válidos.',
  'validation.price': 'El precio debe estar entre ${min} y ${max} MXN.',

  // ─── Maintenance: chores and reports (#13) ──────────────────────────────────────────────────
  'chore.notFound': 'No se encontró la tarea',
  'chore.assignee': 'Una tarea solo puede asignarse a un administrador o a un trabajador de la propiedad.',
  'chore.triggerIncomplete':
    'Una tarea que sigue a las reservaciones necesita el evento, los días de diferencia y el rango de noches.',
  'chore.triggerAndRecurrence': 'Una tarea se repite en un calendario o sigue a las reservaciones, no ambas.',
  'chore.moveSameProperty': 'Elige otra propiedad a la cual mover la tarea.',
  'chore.notInProperty': 'La tarea no pertenece a esa propiedad.',
  'chore.unknownImage': 'Algunas de estas imágenes no pertenecen a la tarea.',
  'chore.placeholderMissing': 'por confirmar',

  // ─── Maintenance: items, checklists and day plans (#13) ─────────────────────────────────────
  'item.notFound': 'No se encontró el artículo',
  'item.inUse': 'No puedes eliminar este artículo mientras una propiedad lo tenga.',
  'propertyItem.notFound': 'No se encontró el artículo de la propiedad',
  'propertyItem.nameRequired': 'Elige un artículo del catálogo o escribe su nombre.',
  'propertyItem.otherProperty': 'Este artículo pertenece a otra propiedad.',
  'dayPlan.notFound': 'No se encontró el plan del día',
  'dayPlan.propertyUnknown': 'Una o más de estas propiedades no existen.',
  'dayPlan.workerNotMember':
    'Cada trabajador debe ser administrador o trabajador de una de las propiedades del plan.',
  'dayPlan.workerNotOnPlan': 'Primero agrega al trabajador al plan.',
  'dayPlan.listingNotOnPlan': 'El anuncio debe pertenecer a una de las propiedades del plan.',
  'dayPlan.scheduleNotFound': 'No se encontró el horario del trabajador',
  'dayPlan.noProperties': 'Agrega al menos una propiedad al plan.',
};

/** Both catalogues, keyed by lower-case language tag. */
export const MESSAGES = { en, es } as const;
