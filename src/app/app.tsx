import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from './paths.ts';
import { lazyPage } from './shell/lazy-page.ts';
import { RouteErrorBoundary } from './shell/route-error-boundary.tsx';
import { RouteLoading } from './shell/route-loading.tsx';
import { HomePage } from './home/page.tsx';

const ProcessPage = lazyPage(() => import('./process/page.tsx'), 'ProcessPage');
const KnowHowSearchPage = lazyPage(() => import('./know-how/search-page.tsx'), 'KnowHowSearchPage');
const KnowHowEntryPage = lazyPage(() => import('./know-how/entry-page.tsx'), 'KnowHowEntryPage');
const MonitoringPage = lazyPage(() => import('./monitoring/monitoring-page.tsx'), 'MonitoringPage');
const EnergyAnalysisPage = lazyPage(() => import('./static-pages/energy-analysis.tsx'), 'EnergyAnalysisPage');
const NotFoundPage = lazyPage(() => import('./static-pages/not-found.tsx'), 'NotFoundPage');
const FanSelectionPage = lazyPage(() => import('./fan/page.tsx'), 'FanSelectionPage');
const CostEstimationPage = lazyPage(() => import('./cost/page.tsx'), 'CostEstimationPage');
const UnitConvertorPage = lazyPage(() => import('./unit-convertor/page.tsx'), 'UnitConvertorPage');
const BaghouseDesignPage = lazyPage(() => import('./baghouse/page.tsx'), 'BaghouseDesignPage');
const ExhaustSystemPage = lazyPage(() => import('./exhaust-system/page.tsx'), 'ExhaustSystemPage');
const HoodDesignPage = lazyPage(() => import('./hood/page.tsx'), 'HoodDesignPage');
const ExplosionProtectionPage = lazyPage(() => import('./explosion/page.tsx'), 'ExplosionProtectionPage');
const ProjectPage = lazyPage(() => import('./project/page.tsx'), 'ProjectPage');
const MaintenancePage = lazyPage(() => import('./maintenance/page.tsx'), 'MaintenancePage');
const DuctingCalculatorPage = lazyPage(
  () => import('./duct-calculator/page.tsx'),
  'DuctingCalculatorPage',
);

/**
 * Every route of spec §2; any other path shows the 404 page. Pages other
 * than home load lazily (React.lazy) to keep the first visit small. A page
 * that throws while rendering shows the error fallback (spec §8); moving to
 * another path resets it. Pages with tooltips mount their own
 * TooltipProvider (see shell/tooltip-provider.tsx for why not here).
 */
export function App() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteLoading />}>
        <Switch>
          <Route path={paths.home.path}>
            <HomePage />
          </Route>
          <Route path={paths.ductingCalculator.path}>
            <DuctingCalculatorPage />
          </Route>
          <Route path={paths.exhaustSystem.path}>
            <ExhaustSystemPage />
          </Route>
          <Route path={paths.pressureDrop.path}>
            <UnitConvertorPage />
          </Route>
          <Route path={paths.hoodDesign.path}>
            <HoodDesignPage />
          </Route>
          <Route path={paths.explosionProtection.path}>
            <ExplosionProtectionPage />
          </Route>
          <Route path={paths.baghouseDesign.path}>
            <BaghouseDesignPage />
          </Route>
          <Route path={paths.fanSelection.path}>
            <FanSelectionPage />
          </Route>
          <Route path={paths.maintenance.path}>
            <MaintenancePage />
          </Route>
          <Route path={paths.costEstimation.path}>
            <CostEstimationPage />
          </Route>
          <Route path={paths.project.path}>
            <ProjectPage />
          </Route>
          <Route path={paths.process.path}>
            <ProcessPage />
          </Route>
          <Route path={paths.knowHow.path}>
            <KnowHowSearchPage />
          </Route>
          <Route path={`${paths.knowHow.path}/:id`}>{({ id }) => <KnowHowEntryPage id={id} />}</Route>
          <Route path={paths.monitoring.path}>
            <MonitoringPage />
          </Route>
          <Route path={paths.energyAnalysis.path}>
            <EnergyAnalysisPage />
          </Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
