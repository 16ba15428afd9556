import { InfoPage } from '../../../components/info-page';
import { paths } from '../../../lib/paths';

export function HarassmentPage() {
  return (
    <InfoPage
      eyebrow="Acoso laboral"
      title="Protocolo de prevención y actuación frente al acoso"
      intro="Todas las empresas, sea cual sea su tamaño, deben promover condiciones de trabajo que eviten el acoso sexual y el acoso por razón de sexo, y contar con procedimientos para prevenirlo y para tramitar las denuncias (art. 48 de la Ley Orgánica 3/2007). Un protocolo aprobado y conocido por la plantilla es la forma de demostrarlo."
      sections={[
        {
          title: '¿Quién debe tenerlo?',
          paragraphs: [
            'Toda empresa con personas trabajadoras, aunque sea una sola. El protocolo protege a la plantilla, al personal puesto a disposición por empresas de trabajo temporal, a becarios y personas en prácticas, y alcanza a terceros que se relacionan con la empresa, también por medios digitales.',
            'Las empresas con 50 o más personas trabajadoras deben además incluir la prevención del acoso en su plan de igualdad (Real Decreto 901/2020) y disponer de un protocolo frente al acoso y la violencia contra las personas LGTBI (art. 15 de la Ley 4/2023 y Real Decreto 1026/2024).',
          ],
        },
        {
          title: '¿Qué debe contener?',
          items: [
            'Una declaración de principios de tolerancia cero, firmada por la dirección.',
            'Definiciones y ejemplos de acoso sexual, por razón de sexo, moral o psicológico y discriminatorio (Ley 15/2022), incluido el que se produce en el entorno digital (Ley Orgánica 10/2022).',
            'Medidas de prevención: formación, sensibilización y evaluación de los riesgos psicosociales (Ley 31/1995, de Prevención de Riesgos Laborales).',
            'Un canal de denuncias confidencial y una persona o comisión instructora.',
            'Un procedimiento con vía informal y vía formal, plazos, medidas cautelares, audiencia de ambas partes y resolución.',
            'Garantías de confidencialidad, identidades codificadas, imparcialidad, prohibición de represalias y protección de datos.',
            'Las sanciones aplicables, el seguimiento y la revisión periódica del protocolo, y los anexos: formulario de denuncia, compromiso de confidencialidad y acuse de recibo.',
          ],
        },
        {
          title: '¿Qué sanciones hay?',
          paragraphs: [
            'El acoso sexual y el acoso por razón de sexo, cuando la empresa, conociéndolo, no adopta las medidas necesarias para impedirlo, son infracciones muy graves de la Ley sobre Infracciones y Sanciones en el Orden Social (arts. 8.13 y 8.13 bis LISOS), con multas de 7.501 a 225.018 euros (art. 40 LISOS).',
            'A ello se suman la posible indemnización de daños y perjuicios a la víctima y la nulidad de las decisiones empresariales que sean represalia. Los tribunales y la Inspección de Trabajo valoran si existía un protocolo y si se aplicó.',
          ],
        },
        {
          title: 'Cómo le ayuda Cumplia',
          paragraphs: [
            'Generamos el protocolo con los datos de su empresa, con todas las secciones que la normativa exige y sus anexos listos para usar. Se firma electrónicamente, queda disponible para descargar y comunicar a la plantilla, y se revisa en cada renovación.',
          ],
        },
      ]}
      help={{
        title: '¿Necesita el protocolo para su empresa?',
        text: 'Le explicamos qué debe incluir según su tamaño y su actividad, y cómo implantarlo.',
        cta: { label: 'Contactar', to: paths.contact },
      }}
    />
  );
}
