import { InfoPage } from '../../../components/info-page';
import { paths } from '../../../lib/paths';

export function DisconnectionPage() {
  return (
    <InfoPage
      eyebrow="Desconexión digital"
      title="El derecho a la desconexión digital en su empresa"
      intro="El artículo 88 de la LOPDGDD y el artículo 20 bis del Estatuto de los Trabajadores reconocen a las personas trabajadoras el derecho a no atender comunicaciones de trabajo fuera de su horario, para garantizar su descanso, sus permisos y vacaciones y su intimidad personal y familiar. La empresa debe concretarlo en una política interna."
      sections={[
        {
          title: '¿Quién debe cumplir?',
          paragraphs: [
            'Todas las empresas con personas trabajadoras. La política alcanza a toda la plantilla, también a quienes ocupan puestos directivos, y presta una atención especial al trabajo a distancia y al teletrabajo (art. 18 de la Ley 10/2021, de trabajo a distancia).',
          ],
        },
        {
          title: '¿Qué exige la ley?',
          items: [
            'Una política interna elaborada por la empresa, previa audiencia de los representantes de los trabajadores, que defina cómo se ejerce el derecho (art. 88.3 LOPDGDD).',
            'Acciones de formación y sensibilización sobre el uso razonable de las herramientas tecnológicas que eviten la fatiga informática.',
            'Reglas concretas: no enviar llamadas ni mensajes fuera de la jornada, sin obligación de responder; envío programado; respuestas automáticas durante vacaciones y permisos.',
            'Excepciones documentadas para casos de fuerza mayor o urgencia justificada.',
            'Medidas específicas para el trabajo a distancia y en el domicilio, y, si procede, los criterios de uso de los dispositivos digitales de la empresa (art. 87 LOPDGDD).',
          ],
        },
        {
          title: '¿Qué riesgos hay?',
          paragraphs: [
            'No garantizar la desconexión puede suponer infracciones en materia de tiempo de trabajo y de prevención de riesgos laborales, calificadas como graves en la LISOS y sancionadas con multas de 751 a 7.500 euros (art. 40 LISOS), además de reclamaciones por horas extraordinarias o por daños derivados del estrés laboral.',
          ],
        },
        {
          title: 'Cómo le ayuda Cumplia',
          paragraphs: [
            'Redactamos la política de desconexión digital con los datos de su empresa: ámbito, franjas horarias, excepciones, reglas para el teletrabajo y plan de formación y sensibilización. La firma electrónicamente, la comunica a la plantilla y la mantenemos actualizada cada año.',
          ],
        },
      ]}
      help={{
        title: '¿Tiene ya su política de desconexión?',
        text: 'Le ayudamos a redactarla y a implantarla sin complicaciones.',
        cta: { label: 'Contactar', to: paths.contact },
      }}
    />
  );
}
