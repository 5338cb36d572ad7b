// Module federation needs an async boundary before any shared module is used: never import eagerly here.
import('./bootstrap');
