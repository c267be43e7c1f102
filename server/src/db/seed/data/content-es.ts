import type { Pages, ShopInfo } from './content-types';

export function pagesEs(s: ShopInfo): Pages {
  return {
    agb: `<h2>Condiciones generales</h2>
<h3>1. Ámbito</h3><p>Estas condiciones se aplican a todas las compras en la tienda online de ${s.name}, gestionada por ${s.operator}.</p>
<h3>2. Contrato</h3><p>Al hacer clic en «Pedido con obligación de pago» realiza una oferta vinculante. El contrato se formaliza con nuestro correo de confirmación.</p>
<h3>3. Precios y pago</h3><p>Todos los precios son finales en euros e incluyen el IVA legal. Aceptamos los medios de pago indicados en el proceso de compra.</p>
<h3>4. Entradas</h3><p>Las entradas solo son válidas para el día o la franja reservados. Las tarifas reducidas requieren justificante.</p>
<h3>5. Desistimiento</h3><p>No existe derecho de desistimiento para actividades de ocio con fecha fija. Los vales y artículos pueden devolverse en 14 días.</p>`,
    impressum: `<h2>Aviso legal</h2>
<p>${s.operator}<br>${s.street}<br>${s.zip} ${s.city}, Alemania</p>
<p>Representado por: ${s.director} (Dirección)<br>Teléfono: ${s.phone}<br>Correo: <a href="mailto:${s.email}">${s.email}</a></p>
<p>NIF-IVA: DE 000 000 000 (demo)</p>
<p>Esta es una tienda de demostración con datos ficticios. No se realiza ninguna venta real.</p>`,
    datenschutz: `<h2>Política de privacidad</h2>
<p>El responsable del tratamiento es ${s.operator}, ${s.street}, ${s.zip} ${s.city}.</p>
<h3>Qué datos tratamos</h3><p>Para su pedido guardamos nombre, correo electrónico, dirección de facturación y los servicios reservados. Los datos de pago los trata exclusivamente nuestro proveedor de pagos.</p>
<h3>Cookies y estadísticas</h3><p>Las cookies técnicas mantienen su carrito. Los servicios de estadística solo se cargan con su consentimiento, que puede retirar en cualquier momento.</p>
<h3>Sus derechos</h3><p>Tiene derecho de acceso, rectificación, supresión y limitación del tratamiento. Escríbanos a <a href="mailto:${s.email}">${s.email}</a>.</p>`,
    kontakt: `<h2>Contacto</h2>
<p>Atención al visitante ${s.name}<br>${s.street}, ${s.zip} ${s.city}</p>
<p>Teléfono: ${s.phone} (mar–dom, 10–16 h)<br>Correo: <a href="mailto:${s.email}">${s.email}</a></p>
<p>Para reservas de grupos y escuelas, escríbanos preferiblemente por correo.</p>`,
    faq: `<h2>Preguntas frecuentes</h2>
<h3>¿Tengo que imprimir la entrada?</h3><p>No, puede mostrarla en su móvil.</p>
<h3>¿Qué es una franja horaria?</h3><p>Entra al museo dentro de la franja elegida y puede quedarse el tiempo que quiera.</p>
<h3>¿Puedo cambiar mi entrada?</h3><p>Las entradas con fecha fija no se pueden cambiar. En casos excepcionales le ayuda nuestro servicio al visitante.</p>
<h3>¿Hay taquillas?</h3><p>Sí, hay taquillas gratuitas en el vestíbulo.</p>`,
    accessibility: `<h2>Accesibilidad</h2>
<p>Todas las salas son accesibles sin escalones; los ascensores conectan todas las plantas. Se prestan sillas de ruedas y taburetes plegables gratuitamente.</p>
<p>Un acompañante de una persona que necesita asistencia entra gratis. Los perros de asistencia son bienvenidos.</p>
<p>Envíe sus preguntas sobre la accesibilidad de la tienda online a <a href="mailto:${s.email}">${s.email}</a>.</p>`,
    'easy-language': `<h2>Lectura fácil</h2>
<p>Aquí puede comprar entradas para el museo.</p>
<p>Elija un día. Elija una hora. Después pague.</p>
<p>Recibirá un correo. En el correo está su entrada.</p>
<p>¿Tiene preguntas? Llámenos: ${s.phone}.</p>`,
    waiting_room: '<p>En este momento muchísimas personas quieren comprar entradas. Está en el puesto {{position}} de la cola. Tiempo de espera estimado: {{remaining}}. No cierre esta ventana.</p>',
  };
}
